/**
 * The squared paper a map drawn without tiles lies on: a `width` x `height` grid of `cell`-pixel
 * squares in the `line` colour, over a `paper` colour when given. `id` names the grid's pattern,
 * unique on the page.
 */
export const SvgGrid = ({
  id,
  width,
  height,
  cell,
  line,
  paper,
}: {
  id: string;
  width: number;
  height: number;
  cell: number;
  line: string;
  paper?: string;
}) => (
  <>
    <defs>
      <pattern id={id} width={cell} height={cell} patternUnits="userSpaceOnUse">
        <path d={`M ${cell} 0 L 0 0 0 ${cell}`} fill="none" stroke={line} strokeWidth="1" />
      </pattern>
    </defs>
    {paper && <rect width={width} height={height} fill={paper} />}
    <rect width={width} height={height} fill={`url(#${id})`} />
  </>
);
