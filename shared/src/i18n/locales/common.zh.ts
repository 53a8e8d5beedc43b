import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { CommonKey } from '@slotwise/shared/i18n/locales/common.en';

const common: Messages<CommonKey> = {
  'userMenu.open': '打开用户菜单',
  'userMenu.dashboard': '仪表板',
  'userMenu.settings': '设置',
  'userMenu.signOut': '退出登录',
  'notFound.title': '糟糕！页面未找到',
  'notFound.description': '您要查找的页面不存在或已被移动。',
  'notFound.home': '返回首页',
  'brand.home': '{{brand}} 首页',
  'toast.close': '关闭通知',
  'status.loading': '加载中',
  'location.google_meet': 'Google Meet',
  'location.jitsi': 'Jitsi Meet',
  'location.zoom': 'Zoom',
  'location.teams': 'Microsoft Teams',
  'location.in_person': '线下见面',
  'location.phone': '电话',
  'toast.region': '通知 (Alt+T)',
};

export default common;
