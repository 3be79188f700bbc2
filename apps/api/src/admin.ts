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
import { approveClaim, listAllClaims } from './modules/ambassadors/claims';
import { formatMoney } from './modules/payments/invoices';
import { createPublisher } from './realtime/start';
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
  claims:list [pending|approved]                                  list the ambassadors' balance claims
  claims:approve <claimId>                                        approve (pay) a balance claim
`;

function id(value: string | undefined): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new ModerationError(`Expected an id, got "${value ?? ''}"`);
  return parsed;
}

const [command, first, second] = process.argv.slice(2);
const { services, database } = await createServices(readConfig(), { printMail: false });
// Suspend, block and the jobs tell the member's open app, through Redis or the external Pusher server.
const publisher = createPublisher(services.config);
if (publisher) services.broadcaster = publisher.broadcaster;
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
    case 'claims:list': {
      if (first !== undefined && first !== 'pending' && first !== 'approved')
        throw new ModerationError(`Unknown status ${first}`);
      const claims = await listAllClaims(services.db, first);
      for (const claim of claims)
        console.log(
          `#${claim.id}  ${claim.status.padEnd(8)}  ${formatMoney(claim.amountCents, 'en').padStart(10)}  ${claim.code}  ${claim.email}  ${claim.createdAt.toISOString()}`,
        );
      console.log(`${claims.length} claim(s).`);
      break;
    }
    case 'claims:approve': {
      const claim = await approveClaim(services, id(first));
      console.log(`Claim ${claim.id} approved: ${formatMoney(claim.amountCents, 'en')}.`);
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
  await publisher?.close();
  await database.close();
}
