export type { BoardFigure } from './ranking';
export { TeamBoard, type TeamBoardProps } from './TeamBoard';
