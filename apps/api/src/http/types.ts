import type { components } from '@app/openapi/schema';

export type Schemas = components['schemas'];
export type ErrorCode = Schemas['ErrorCode'];
