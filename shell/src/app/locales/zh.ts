import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { ShellKey } from './en';

const shell: Messages<ShellKey> = {
  'nav.main': '主导航',
  'nav.mobile': '移动端导航',
  'nav.dashboard': '仪表板',
  'nav.eventTypes': '活动类型',
  'nav.bookings': '预约',
  'nav.availability': '可用时间',
  'nav.teams': '团队',
  'nav.settings': '设置',
  'nav.openMenu': '打开菜单',
  'nav.closeMenu': '关闭菜单',
  'nav.signOut': '退出登录',
  'session.loading': '正在加载您的账户',
  'area.mf_marketing': '此页面',
  'area.mf_auth': '登录模块',
  'area.mf_bookings': '预约模块',
  'area.mf_event_types': '活动类型模块',
  'area.mf_settings': '设置模块',
  'remoteError.title': '{{area}}无法加载。',
  'remoteError.newer': 'Slotwise 的这一部分是为比当前运行版本更新的应用版本构建的。',
  'remoteError.older': 'Slotwise 的这一部分是为比当前运行版本更旧的应用版本构建的。',
  'remoteError.contract': 'Slotwise 的这一部分所部署的版本，当前应用尚无法使用。',
  'remoteError.unreachable': 'Slotwise 这一部分的服务器没有响应。请检查网络连接后重试。',
  'remoteError.restWorks': '应用的其他部分仍可正常使用。',
  'remoteError.versions': '它需要 {{module}} {{required}}；当前应用提供的是 {{provided}}。',
  'remoteError.retry': '重试',
  'verify.bannerTitle': '请确认您的电子邮件地址',
  'verify.bannerText':
    '我们已向 {{email}} 发送了一个链接。在您打开它之前，团队邀请、API 密钥和 Webhook 将保持锁定。',
  'verify.resend': '重新发送',
  'verify.resending': '正在发送...',
  'verify.tooMany': '您请求的邮件过多，请稍后再试。',
  'verify.resendFailed': '我们无法发送邮件，请重试。',
  'preview.region': '远程模块预览',
  'preview.active': '正在预览来自 {{origin}} 的 {{remote}}',
  'preview.reset': '重置',
  'preview.resetLabel': '重置 {{remote}} 预览',
  'preview.dismiss': '关闭',
};

export default shell;
