import { AreaLayout } from '../../components/layouts/area-layout';

/** `/ambassador`: guarded by the root layout (login and the ambassador role). */
export function Component() {
  return <AreaLayout area="ambassador" />;
}
