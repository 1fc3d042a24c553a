/** Height per bar (a row of the breakdown) and for the axis and legend around them. */
const ROW_HEIGHT = 30;
const FRAME_HEIGHT = 90;

/** The chart's height for `rows` bars: its place is kept at that height while it loads. */
export const chartHeight = (rows: number) => Math.max(rows * ROW_HEIGHT + FRAME_HEIGHT, 180);
