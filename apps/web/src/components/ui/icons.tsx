import { createElement, type SVGProps } from 'react';
import { LoaderCircle, type IconNode } from 'lucide';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;
export type { IconNode };

/** An icon drawn inline from one of lucide's shapes, imported where it is used (`import { Search }
 * from 'lucide'`) so each chunk carries only its own. Decorative: the control that holds one
 * carries the accessible name. */
export function Icon({ node, ...props }: IconProps & { node: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

/** A component drawing `node`, for a mark of our own that lucide does not ship. */
export const lucideIcon =
  (node: IconNode): IconComponent =>
  (props) => <Icon node={node} {...props} />;

export const SpinnerIcon = ({ className = 'h-4 w-4 animate-spin', ...props }: IconProps) => (
  <Icon node={LoaderCircle} className={className} {...props} />
);

/* The networks' marks: lucide no longer ships brand icons. */

export const LinkedInIcon = /* @__PURE__ */ lucideIcon([
  ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z' }],
  ['rect', { x: '2', y: '9', width: '4', height: '12' }],
  ['circle', { cx: '4', cy: '4', r: '2' }],
]);

export const TwitterIcon = /* @__PURE__ */ lucideIcon([
  [
    'path',
    {
      d: 'M23 3a10.9 10.9 0 0 1-3.1 1.5 4.5 4.5 0 0 0-7.9 3v1A10.7 10.7 0 0 1 3 4s-4 9 5 13a11.6 11.6 0 0 1-7 2c9 5 20 0 20-11.5a4.5 4.5 0 0 0-.1-.8A7.7 7.7 0 0 0 23 3z',
    },
  ],
]);

export const FacebookIcon = /* @__PURE__ */ lucideIcon([
  ['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z' }],
]);

export const InstagramIcon = /* @__PURE__ */ lucideIcon([
  ['rect', { x: '2', y: '2', width: '20', height: '20', rx: '5' }],
  ['path', { d: 'M16 11.4A4 4 0 1 1 12.6 8a4 4 0 0 1 3.4 3.4zM17.5 6.5h0' }],
]);
