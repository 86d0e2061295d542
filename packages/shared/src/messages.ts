/** Every message a player sees that the server or more than one client produces. One place. */
export const MSG = {
  ok: '操作成功',
  okBang: '操作成功！',
  serverError: '服务器异常，请稍后再试',
  networkError: '网络异常，请检查当前网络后重试！',
  unauthenticated: '认证失败或登录已过期，请重新登录',
  notLoggedIn: '请先登录！',
  badRequest: '请求参数错误',
  badValue: '请求参数超出允许范围或包含无效字符',
  badPath: '请求地址格式错误',
  bodyTooLarge: '请求内容过大',
  notFound: '请求的接口不存在',
  tooManyRequests: '操作过于频繁，请稍后再试',
  // login and register
  accountAndPasswordRequired: '请输入您的账号和密码！',
  captchaRequired: '请输入验证码！',
  captchaWrong: '验证码错误！',
  usernameFormat: '用户名长度不得低于6位，以字母和数字组合！',
  passwordFormat: '密码长度最少8位！以字母和数字组合！',
  passwordMismatch: '两次密码不一致！',
  realnameFormat: '姓名格式不正确，可以是中，英文名称！',
  payPasswordFormat: '支付密码长度需是6位！',
  usernameTaken: '该用户名已被注册',
  loginFailed: '账号或密码错误',
  blacklisted: '您已被设为黑名单，暂不能登录，请联系管理员！',
  disabled: '该用户已被禁用，请联系管理员！',
  registerSuccess: '注册成功',
  loginSuccess: '登录成功',
  logoutSuccess: '退出成功',
  // password change
  oldPasswordRequired: '请输入旧密码',
  newPasswordRequired: '请输入新密码',
  oldPasswordLength: '请输入正确的旧密码长度',
  newPasswordLength: '请输入正确的新密码长度',
  confirmPasswordRequired: '请输入确认密码',
  newSameAsOld: '新旧密码不能一致！',
  oldPasswordWrong: '旧密码错误',
  passwordChanged: '密码修改成功！',
  payPasswordLocked: (until: string) => `支付密码错误次数过多，请于${until}后再试`,
  // site
  alreadyOnPage: '已在当前页面',
  copied: '复制成功！',
  maintenance: '网站维护中',
} as const;

/** A wrong password on a browser the lock applies to, with the attempts left before it. */
export function loginFailedTries(left: number): string {
  return `${MSG.loginFailed}，还可尝试${left}次`;
}

/** Message for a login locked after repeated failures; `until` is a Beijing-time HH:mm. */
export function loginLockedMessage(until: string): string {
  return `密码错误次数过多，账号已临时锁定，请于${until}后再试`;
}
