import { Icon, type IconProps } from '../primitives/icons';

// Icons only the sync parts use; each state has its own shape so colour is never the only signal.

/** No network: a cloud struck through. */
export const OfflineIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 18h10a4 4 0 001.2-7.8A6 6 0 006.4 9.2 4.5 4.5 0 007 18z" />
    <path d="M3 3l18 18" />
  </Icon>
);

/** Changes on their way to the server. */
export const SendingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 16V4M6 10l6-6 6 6M4 20h16" />
  </Icon>
);

/** The server failed; another try is coming. */
export const RetryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 12a8 8 0 11-2.3-5.7M20 4v5h-5" />
  </Icon>
);

/** Waiting on the device, or data read from it. */
export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

/** Data shown from the device's copy. */
export const DeviceIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </Icon>
);
