/*
 * The root entry for apps outside this repository: every public widget, its props and the provider,
 * so `import { UiProvider, Button } from '@minbar/ui'` works. Each module stays importable from its own
 * subpath too (`@minbar/ui/button/button`), which the workspace's apps use so a page's chunk carries
 * only the widgets it renders. Left out: the stories' and tests' helpers (story-locale,
 * every-ui-message) and the widgets' internal parts (aria-locale, segment, carousel rules).
 */
export * from './button/button';
export * from './calendar-grid/calendar-grid';
export * from './carousel/carousel';
export * from './data-table/data-table';
export * from './date-field/date-field';
export * from './dialog/confirm-dialog';
export * from './dialog/dialog';
export * from './dialog/form-dialog';
export * from './dialog/lazy-confirm-dialog';
export * from './failure-banner/failure-banner';
export * from './field/field-frame';
export * from './header/header';
export * from './hover-card/hover-card';
export * from './language-switcher/language-switcher';
export * from './ltr/ltr';
export * from './menu/menu';
export * from './multi-select/multi-select';
export * from './pagination/pagination';
export * from './password-field/password-field';
export * from './progress/progress-bar';
export * from './provider/latin-digits';
export * from './provider/message-catalogue';
export * from './provider/ui-provider';
export * from './select/native-select';
export * from './select/select';
export * from './sidebar/sidebar';
export * from './spinner/spinner';
export * from './stat-card/stat-card';
export * from './tabs/tabs';
export * from './text-area-field/text-area-field';
export * from './text-field/text-field';
export * from './time-field/time-field';
export * from './toast/toast';
export * from './user-text/latin-runs';
export * from './user-text/user-text';
export * from './video-embed/video-embed';
export * from './view-switch/view-switch';
