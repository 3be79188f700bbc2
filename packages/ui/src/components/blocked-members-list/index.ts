export {
  BlockedMembersList,
  type BlockedMember,
  type BlockedMemberLinkProps,
  type BlockedMembersListProps,
} from './blocked-members-list.tsx';
