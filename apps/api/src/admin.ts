// The moderation command: `pnpm --dir apps/api admin <command> [arguments]`.
import { readConfig } from './config';
import {
  approveIdentity,
  countPendingPictures,
  ModerationError,
  reviewPicture,
  runScheduledJobs,
  setBlocked,
  setSuspended,
  type PictureDecision,
} from './modules/moderation/service';
import { createServices } from './services';

const usage = `Usage: pnpm --dir apps/api admin <command>

  picture:approve <pictureId> [portrait|authenticated|validated]   approve a picture (validated by default)
  picture:refuse <pictureId>                                      refuse a picture
  pictures:pending                                                count pictures waiting for review
  identity:approve <userId>                                       approve an identity manually
  suspend <userId> [reason]                                       suspend a member
  unsuspend <userId>                                              lift a suspension
  block <userId> | unblock <userId>                               block or unblock an account
  jobs:run                                                        run the scheduled jobs now
`;

function id(value: string | undefined): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new ModerationError(`Expected an id, got "${value ?? ''}"`);
  return parsed;
}

const [command, first, second] = process.argv.slice(2);
const { services, database } = await createServices(readConfig(), { printMail: false });
try {
  switch (command) {
    case 'picture:approve': {
      const decision = (second ?? 'validated') as PictureDecision;
      if (!['portrait', 'authenticated', 'validated'].includes(decision))
        throw new ModerationError(`Unknown status ${decision}`);
      await reviewPicture(services, id(first), decision);
      console.log(`Picture ${first ?? ''} is ${decision}.`);
      break;
    }
    case 'picture:refuse':
      await reviewPicture(services, id(first), 'refused');
      console.log(`Picture ${first ?? ''} is refused.`);
      break;
    case 'pictures:pending':
      console.log(`${await countPendingPictures(services)} picture(s) pending review.`);
      break;
    case 'identity:approve':
      await approveIdentity(services, id(first));
      console.log(`User ${first ?? ''}: identity approved.`);
      break;
    case 'suspend':
      await setSuspended(services, id(first), true, second ?? null);
      console.log(`User ${first ?? ''} suspended.`);
      break;
    case 'unsuspend':
      await setSuspended(services, id(first), false);
      console.log(`User ${first ?? ''} unsuspended.`);
      break;
    case 'block':
    case 'unblock':
      await setBlocked(services, id(first), command === 'block');
      console.log(`User ${first ?? ''} ${command}ed.`);
      break;
    case 'jobs:run': {
      const { suspended, restored, uploadsRemoved } = await runScheduledJobs(services);
      console.log(
        `Gallery deadline: ${suspended.length} suspended, ${restored.length} restored; ${uploadsRemoved} unused upload(s) removed.`,
      );
      break;
    }
    default:
      console.log(usage);
      process.exitCode = command ? 1 : 0;
  }
} catch (error) {
  console.error(error instanceof ModerationError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
