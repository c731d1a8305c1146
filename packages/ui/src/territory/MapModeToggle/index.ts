export { type MapMode, MapModeToggle, type MapModeToggleProps } from './MapModeToggle';
