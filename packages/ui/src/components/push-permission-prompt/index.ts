export { PushPermissionPrompt, type PushPermissionPromptProps } from './push-permission-prompt';
