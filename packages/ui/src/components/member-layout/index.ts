export { MemberLayout, memberLayoutVariants, type MemberLayoutProps } from './member-layout.tsx';
