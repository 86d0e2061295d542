import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Spin,
  Switch,
} from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { TurnoverBasis } from '@app/shared';
import { HtmlPreview } from '../../components/html-preview';
import { Page } from '../../components/page';
import { RichTextEditor } from '../../components/rich-text-editor';
import { errorText } from '../../lib/errors';
import { queryClient } from '../../lib/query-client';
import { activityKey, getActivity, useActivity } from './api/get-activity';
import { useActivityTypes } from './api/get-activity-types';
import { useSaveActivity } from './api/save-activity';
import { BonusRulesCard, type ActivityRuleChoice } from './bonus-rules-card';

interface Values {
  type_id: number;
  title: string;
  banner: string;
  state: boolean;
  can_apply: boolean;
  bonus_percent?: string;
  bonus_max?: string;
  turnover_multiple?: string;
  turnover_basis?: TurnoverBasis;
  sort?: number;
  apply_rule?: ActivityRuleChoice;
  rule_min?: string;
  content: string;
}

/** What the server stored after sanitising, or why it cannot be shown (hidden activities). */
type Saved = { html: string } | { hidden: true };

interface EditorProps {
  routeId: number | undefined;
  onCreated: (id: number) => void;
}

/**
 * The editor, fresh for each activity (state would otherwise carry from one activity into the
 * next, both routes rendering this component), except after a new one is created: the URL then
 * moves to its id and the same editor keeps what was typed.
 */
export function ActivityEditorPage() {
  const params = useParams();
  const routeId = params.id ? Number(params.id) : undefined;
  const [created, setCreated] = useState<number>();
  const key = routeId === undefined || routeId === created ? 'new' : String(routeId);
  return <ActivityEditor key={key} routeId={routeId} onCreated={setCreated} />;
}

function ActivityEditor({ routeId, onCreated }: EditorProps) {
  // A new activity keeps its id here once created, so saving again updates it.
  const [createdId, setCreatedId] = useState<number>();
  const id = routeId ?? createdId;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const existing = useActivity(routeId);
  const types = useActivityTypes();
  const save = useSaveActivity();
  const [saved, setSaved] = useState<Saved | null>(null);
  const banner = Form.useWatch('banner', form);

  useEffect(() => {
    const a = existing.data;
    if (a)
      form.setFieldsValue({
        type_id: a.type,
        title: a.title,
        banner: a.banner,
        state: a.state === 1,
        can_apply: a.can_apply === 1,
        content: a.content,
        bonus_percent: a.bonus_percent,
        bonus_max: a.bonus_max,
        turnover_multiple: a.turnover_multiple,
        turnover_basis: a.turnover_basis,
        sort: a.sort,
        apply_rule: a.apply_rule,
        rule_min: a.rule_min,
      });
  }, [existing.data, form]);

  const submit = (v: Values) =>
    save.mutate(
      {
        id,
        body: {
          type_id: v.type_id,
          title: v.title.trim(),
          banner: v.banner.trim(),
          content: v.content ?? '',
          state: v.state ? 1 : 0,
          can_apply: v.can_apply ? 1 : 0,
          ...(v.bonus_percent ? { bonus_percent: v.bonus_percent } : {}),
          ...(v.bonus_max ? { bonus_max: v.bonus_max } : {}),
          ...(v.turnover_multiple ? { turnover_multiple: v.turnover_multiple } : {}),
          turnover_basis: v.turnover_basis ?? 'bonus',
          ...(v.sort !== undefined && v.sort !== null ? { sort: v.sort } : {}),
          apply_rule: v.apply_rule ?? '',
          ...(v.rule_min ? { rule_min: v.rule_min } : {}),
        },
      },
      {
        onSuccess: async ({ id: savedId }) => {
          message.success('活动已保存');
          setCreatedId(savedId);
          // Show (and keep editing) exactly what the server stored after sanitising.
          const stored = await getActivity(savedId).catch(() => null);
          if (!stored) {
            setSaved({ hidden: true });
            return;
          }
          form.setFieldValue('content', stored.content);
          setSaved({ html: stored.content });
          if (routeId === undefined) {
            queryClient.setQueryData(activityKey(savedId), stored);
            onCreated(savedId);
            navigate(`../${savedId}`, { replace: true, relative: 'path' });
          }
        },
        onError: (e) => message.error(errorText(e)),
      },
    );

  if (routeId !== undefined && existing.isError && !existing.data) {
    return (
      <Result
        status="404"
        title="活动不存在或已下架"
        subTitle="已下架的活动暂时无法在后台读取。"
        extra={<Button onClick={() => navigate('..', { relative: 'path' })}>返回活动列表</Button>}
      />
    );
  }
  if (routeId !== undefined && existing.isPending)
    return <Spin style={{ display: 'block', marginTop: 120 }} />;

  return (
    <Page
      title={id ? `编辑活动 #${id}` : '新建活动'}
      description="内容保存时由服务器净化：脚本、外部框架和事件属性会被移除。"
      extra={
        <>
          <Button onClick={() => navigate('..', { relative: 'path' })}>返回列表</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ state: true, can_apply: false, sort: 0, content: '', apply_rule: '' }}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col span={8}>
            <Card title="基本信息">
              <Form.Item name="type_id" label="活动分类" rules={[{ required: true, message: '请选择分类' }]}>
                <Select
                  placeholder="选择分类"
                  loading={types.isPending}
                  options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                />
              </Form.Item>
              <Form.Item
                name="title"
                label="活动标题"
                rules={[{ required: true, whitespace: true, message: '请填写活动标题' }]}
              >
                <Input maxLength={128} showCount />
              </Form.Item>
              <Form.Item
                name="banner"
                label="横幅图片地址"
                rules={[
                  { required: true, whitespace: true, message: '请填写横幅图片地址' },
                  { pattern: /^(\/|https:\/\/)/, message: '图片地址需以 / 或 https:// 开头' },
                ]}
                extra="站内图片如 /img/activities/newcomer.svg，或 https:// 外链。"
              >
                <Input maxLength={255} />
              </Form.Item>
              {banner && /^(\/(?!\/)|https:\/\/)/.test(banner) && (
                <img
                  src={banner}
                  alt="横幅预览"
                  style={{
                    width: '100%',
                    maxHeight: 140,
                    objectFit: 'cover',
                    borderRadius: 6,
                    marginBottom: 16,
                    background: '#f5f5f5',
                  }}
                />
              )}
              <Row gutter={12}>
                <Col span={8}>
                  <Form.Item name="state" label="上架" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="can_apply" label="会员可申请" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="sort" label="排序" tooltip="数值越大越靠前">
                    <InputNumber precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            <BonusRulesCard editing={id !== undefined} />
          </Col>
          <Col span={16}>
            <Card title="活动内容">
              <Form.Item name="content" noStyle>
                <RichTextEditor placeholder="活动内容、规则、表格……" minHeight={360} />
              </Form.Item>
            </Card>
            {saved && (
              <Card
                title="已保存的内容（服务器净化后）"
                style={{ marginTop: 16 }}
                data-testid="saved-preview"
              >
                {'html' in saved ? (
                  <HtmlPreview html={saved.html} />
                ) : (
                  <Alert type="info" showIcon title="活动已下架：会员端不可见，暂无法回读内容。" />
                )}
              </Card>
            )}
          </Col>
        </Row>
      </Form>
    </Page>
  );
}
