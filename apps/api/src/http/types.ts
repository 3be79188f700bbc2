import type { components } from '@app/client';

export type Schemas = components['schemas'];
export type ErrorCode = Schemas['ErrorCode'];
