// The target of AdminIcons.loadUiIcons()'s import(): keeps the full UI icon set (UI_ICONS) out of
// the initial bundle, in the package too (a chunk of its own). Not exported.
export { UI_ICONS } from './ui-icons';
