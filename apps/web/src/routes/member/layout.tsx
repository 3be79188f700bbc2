import { AreaLayout } from '../../components/layouts/area-layout';

/** `/member`: guarded by the root layout (login, member role, not blocked, onboarding completed). */
export function Component() {
  return <AreaLayout area="member" />;
}
