export { PrivacyPolicy, type PrivacyPolicyProps } from './PrivacyPolicy';
