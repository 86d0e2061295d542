/** Chinese names of the audited actions the log filter offers; unknown ones show their code. */
export const ACTION_LABEL: Record<string, string> = {
  'access.denied': '越权或无效会话',
  'deposit.approve': '存款入账',
  'deposit.reject': '存款拒绝',
  'withdrawal.approve': '取款通过',
  'withdrawal.reject': '取款拒绝',
  'operator.create': '新建操作员',
  'operator.status': '启用/停用操作员',
  'operator.totp_reset': '重置动态验证码',
  'operator.totp_enable': '启用动态验证码',
  'operator.password': '修改密码',
  'ledger.check': '账务核对',
};

export const actionLabel = (action: string) => ACTION_LABEL[action] ?? action;
