import { Form, InputNumber, Radio, Space } from 'antd';
import { CHANGE_DONE, useCorrectResult, type SportsbookResult } from './api/post-event-changes';
import { ChangeModal, useChangeForm, type ChangeDialogProps } from './change-modal';
import { sidesOf } from './labels';

interface ResultValues {
  home?: number;
  away?: number;
  mapsHome?: number;
  mapsAway?: number;
  firstBloods?: ('home' | 'away')[];
}

const MAX_MAPS = 5;
const required = (message: string) => [{ required: true, message }];

/** The form's values as the result the server takes: a score, or maps won and each map's first blood. */
function resultOf(esports: boolean, v: ResultValues): SportsbookResult {
  if (!esports) return { home: v.home!, away: v.away! };
  const maps = v.mapsHome! + v.mapsAway!;
  return { mapsHome: v.mapsHome!, mapsAway: v.mapsAway!, firstBloods: (v.firstBloods ?? []).slice(0, maps) };
}

/** The score of each side (football, basketball). */
function ScoreFields({ home, away }: { home: string; away: string }) {
  return (
    <Space size={16}>
      <Form.Item name="home" label={`主队 ${home}`} rules={required('请填写主队得分')}>
        <InputNumber min={0} max={500} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="away" label={`客队 ${away}`} rules={required('请填写客队得分')}>
        <InputNumber min={0} max={500} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </Space>
  );
}

/** Maps won by each side, then who drew first blood on each map played. */
function EsportsFields({ home, away }: { home: string; away: string }) {
  const form = Form.useFormInstance<ResultValues>();
  const maps = (Form.useWatch('mapsHome', form) ?? 0) + (Form.useWatch('mapsAway', form) ?? 0);
  const mapsRule = [
    ...required('请填写地图数'),
    {
      validator: () => {
        const total = (form.getFieldValue('mapsHome') ?? 0) + (form.getFieldValue('mapsAway') ?? 0);
        if (total > MAX_MAPS) return Promise.reject(new Error(`两队地图数合计不能超过 ${MAX_MAPS}`));
        return total > 0 ? Promise.resolve() : Promise.reject(new Error('至少要有一局'));
      },
    },
  ];
  return (
    <>
      <Space size={16}>
        <Form.Item name="mapsHome" label={`主队 ${home} 胜图数`} rules={mapsRule} dependencies={['mapsAway']}>
          <InputNumber min={0} max={MAX_MAPS} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="mapsAway" label={`客队 ${away} 胜图数`} rules={mapsRule} dependencies={['mapsHome']}>
          <InputNumber min={0} max={MAX_MAPS} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      {Array.from({ length: Math.min(maps, MAX_MAPS) }, (_, i) => (
        <Form.Item
          key={i}
          name={['firstBloods', i]}
          label={`第${i + 1}局一血`}
          rules={required(`请选择第${i + 1}局一血`)}
        >
          <Radio.Group
            options={[
              { value: 'home', label: `主队 ${home}` },
              { value: 'away', label: `客队 ${away}` },
            ]}
          />
        </Form.Item>
      ))}
    </>
  );
}

/** Corrects a finished match's result; every ticket on it is re-settled and money moves. */
export function ResultModal(dialog: ChangeDialogProps) {
  const { platform, e, onClose } = dialog;
  const esports = e.sport === 'esports';
  const sides = sidesOf(e.match);
  const correct = useCorrectResult();
  const modal = useChangeForm<ResultValues>(
    (values) => correct.mutateAsync({ platform, id: e.id, result: resultOf(esports, values) }),
    CHANGE_DONE.correct,
    onClose,
  );

  return (
    <ChangeModal<ResultValues>
      dialog={dialog}
      action="更正赛果"
      okText="确认更正"
      warning="更正后，该赛事的全部注单将按新赛果重新结算：已派彩的注单按差额增减会员余额（可能扣回已派奖金）。请核实官方赛果后再提交，此操作记入审计日志。"
      modal={modal}
      initialValues={e.result ?? undefined}
    >
      {esports ? <EsportsFields {...sides} /> : <ScoreFields {...sides} />}
    </ChangeModal>
  );
}
