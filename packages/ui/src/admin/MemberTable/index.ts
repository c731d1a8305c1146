export { MemberTable, type MemberTableProps } from './MemberTable';
