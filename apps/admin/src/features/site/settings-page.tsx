import { useEffect } from 'react';
import { Alert, App, Button, Card, Form, Input, Spin, Switch, Tag } from 'antd';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { settingRule } from '../../lib/form-rules';
import { useSiteSettings, type SiteSettings } from './api/get-site-settings';
import { useSaveSiteSettings } from './api/put-site-settings';
import { SiteImageInput } from './site-image-input';
import styles from './site.module.css';

/** The form edits flags as switches; the server stores '0' / '1'. */
type Values = Omit<SiteSettings, 'site_state' | 'app_state'> & { maintenance: boolean; app_open: boolean };

const toValues = (s: SiteSettings): Values => {
  const { site_state, app_state, ...rest } = s;
  return { ...rest, maintenance: site_state === '0', app_open: app_state !== '0' };
};

const toSettings = (v: Values): SiteSettings => {
  const { maintenance, app_open, ...rest } = v;
  const trimmed = Object.fromEntries(Object.entries(rest).map(([k, x]) => [k, String(x ?? '').trim()]));
  return {
    ...(trimmed as Omit<SiteSettings, 'site_state' | 'app_state'>),
    site_state: maintenance ? '0' : '1',
    app_state: app_open ? '1' : '0',
  };
};

/** An optional address of up to 500 characters, checked by the shared settings schema. */
function AddressField({
  name,
  label,
  extra,
  placeholder,
}: {
  name: 'ios_download_url' | 'android_download_url' | 'service_url' | 'agent_login_url' | 'visit_url';
  label: string;
  extra?: string;
  placeholder?: string;
}) {
  return (
    <Form.Item name={name} label={label} extra={extra} rules={[settingRule(name)]}>
      <Input maxLength={500} allowClear placeholder={placeholder} />
    </Form.Item>
  );
}

export function SiteSettingsPage() {
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  const [form] = Form.useForm<Values>();
  const { message, modal } = App.useApp();
  const maintenance = Form.useWatch('maintenance', form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(toValues(settings.data));
  }, [settings.data, form]);

  const persist = (changes: Partial<SiteSettings>) =>
    save.mutate(changes, {
      onSuccess: (data) =>
        data.changed.length ? message.success('站点设置已保存') : message.info('没有需要保存的修改'),
      onError: (e) => message.error(errorText(e)),
    });

  const submit = (values: Values) => {
    const current = settings.data;
    if (!current) return;
    const next = toSettings(values);
    const changes = Object.fromEntries(
      (Object.keys(next) as (keyof SiteSettings)[])
        .filter((k) => next[k] !== current[k])
        .map((k) => [k, next[k]]),
    ) as Partial<SiteSettings>;
    if (Object.keys(changes).length === 0) {
      message.info('没有需要保存的修改');
      return;
    }
    if (changes.site_state === '0') {
      modal.confirm({
        title: '开启维护模式？',
        content:
          '开启后会员端整站显示维护公告，会员的登录、存取款、转账和进入游戏等操作全部暂停；后台、游戏与支付回调不受影响。各服务器节点在 3 秒内生效。',
        okText: '开启维护',
        okButtonProps: { danger: true },
        onOk: () => persist(changes),
      });
      return;
    }
    persist(changes);
  };

  const current = settings.data;
  return (
    <Page
      title="站点设置"
      description="会员端的站点名称、维护模式、APP 下载与客服地址，以及风控记录（IP 与设备号）的保留天数。每项保存前由服务器校验，修改记入操作日志。"
      extra={
        current &&
        (current.site_state === '0' ? <Tag color="red">维护中</Tag> : <Tag color="green">正常运行</Tag>)
      }
    >
      {settings.isPending ? (
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      ) : settings.isError ? (
        <Alert type="error" showIcon title={errorText(settings.error)} />
      ) : (
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          <Card title="维护模式" className={styles.maintenanceCard}>
            <div className={styles.maintenanceGrid}>
              <div>
                <Form.Item name="maintenance" label="开启维护模式" valuePropName="checked">
                  <Switch checkedChildren="维护中" unCheckedChildren="正常" />
                </Form.Item>
                <Alert
                  type={maintenance ? 'error' : 'info'}
                  showIcon
                  title={
                    maintenance
                      ? '维护模式下会员端整站显示维护公告，会员的登录、存取款、转账和进入游戏暂停；后台、游戏与支付回调照常。'
                      : '开启后各服务器节点在 3 秒内生效；关闭后会员刷新页面即可恢复访问。'
                  }
                />
              </div>
              <Form.Item
                name="repair_tips"
                label="维护公告"
                extra="纯文字，维护期间会员端显示此内容；留空显示默认文字。"
                rules={[settingRule('repair_tips')]}
              >
                <Input.TextArea
                  rows={4}
                  maxLength={300}
                  showCount
                  placeholder="例如：系统升级维护中，预计 06:00 恢复。"
                />
              </Form.Item>
            </div>
          </Card>
          <div className={styles.settingsGrid}>
            <Card title="基本信息">
              <Form.Item
                name="site_title"
                label="站点名称"
                extra="显示在会员端顶部和浏览器标题上。"
                rules={[settingRule('site_title')]}
              >
                <Input maxLength={32} showCount />
              </Form.Item>
              <Form.Item name="site_logo" label="站点Logo" rules={[settingRule('site_logo')]}>
                <SiteImageInput editable fit="contain" previewWidth={160} previewHeight={72} />
              </Form.Item>
              <Form.Item
                name="promo_image"
                label="首页悬浮广告图片"
                extra="留空则不显示悬浮广告。"
                rules={[settingRule('promo_image')]}
              >
                <SiteImageInput editable fit="contain" previewWidth={96} previewHeight={96} />
              </Form.Item>
              <Form.Item name="promo_link" label="悬浮广告链接" rules={[settingRule('promo_link')]}>
                <Input placeholder="/discount 或 https://..." maxLength={255} allowClear />
              </Form.Item>
            </Card>
            <Card title="下载与客服">
              <Form.Item name="app_open" label="APP下载" valuePropName="checked">
                <Switch checkedChildren="开放" unCheckedChildren="关闭" />
              </Form.Item>
              <AddressField
                name="ios_download_url"
                label="iOS下载地址"
                extra="https:// 安装页或 itms-services:// 企业签名安装链接。"
              />
              <AddressField
                name="android_download_url"
                label="安卓下载地址"
                placeholder="https://.../app.apk"
              />
              <AddressField
                name="service_url"
                label="在线客服地址"
                extra="第三方在线客服链接；留空使用站内客服（会员留言，客服在「客服会话」回复）。"
              />
              <AddressField name="agent_login_url" label="代理登录地址" extra="留空使用站内代理页面。" />
              <AddressField
                name="visit_url"
                label="访问跳转地址"
                extra="填写后，打开首页的会员会被跳转到该网址（如主域名）；请谨慎填写，留空不跳转。"
              />
            </Card>
            <Card title="风控数据">
              <Form.Item
                name="risk_signal_retention_days"
                label="登录与操作记录保留天数"
                extra="每次注册、登录、存取款、绑卡、申请活动和领红包时记录的 IP 与设备号，保留期满后自动删除（30-3650 天）。"
                rules={[settingRule('risk_signal_retention_days')]}
              >
                <Input inputMode="numeric" maxLength={4} suffix="天" style={{ maxWidth: 200 }} />
              </Form.Item>
            </Card>
          </div>
          <div className={styles.saveBar}>
            <Button onClick={() => current && form.setFieldsValue(toValues(current))}>还原</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存设置
            </Button>
          </div>
        </Form>
      )}
    </Page>
  );
}
