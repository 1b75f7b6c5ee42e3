import type { ReactNode } from 'react';

/** Line icons of the editor (24×24, stroke in the current colour); decorative: buttons carry the label. */
function Icon({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ICONS = {
  lanes: (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="M9 4v16M15 4v16M3 8h18" />
    </Icon>
  ),
  outline: (
    <Icon>
      <path d="M4 6h.01M8 6h12M8 12h.01M12 12h8M8 18h.01M12 18h8" />
    </Icon>
  ),
  structure: (
    <Icon>
      <rect x="9" y="3" width="6" height="5" rx="1" />
      <rect x="3" y="16" width="6" height="5" rx="1" />
      <rect x="15" y="16" width="6" height="5" rx="1" />
      <path d="M12 8v4M6 16v-4h12v4" />
    </Icon>
  ),
  exit: (
    <Icon>
      <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
    </Icon>
  ),
  save: (
    <Icon>
      <path d="M5 3h11l3 3v15H5z" />
      <path d="M8 3v6h8V3M8 21v-7h8v7" />
    </Icon>
  ),
  feedback: (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  ),
  publish: (
    <Icon>
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 15v5h16v-5" />
    </Icon>
  ),
  activity: (
    <Icon>
      <rect x="3" y="6" width="18" height="12" rx="2" />
    </Icon>
  ),
  control: (
    <Icon>
      <path d="M12 3l9 9-9 9-9-9z" />
    </Icon>
  ),
  subprocess: (
    <Icon>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M9 12h6M12 9v6" />
    </Icon>
  ),
  edit: (
    <Icon>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
    </Icon>
  ),
  info: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </Icon>
  ),
  zoomIn: (
    <Icon>
      <circle cx="10" cy="10" r="6" />
      <path d="M20 20l-5.5-5.5M7 10h6M10 7v6" />
    </Icon>
  ),
  zoomOut: (
    <Icon>
      <circle cx="10" cy="10" r="6" />
      <path d="M20 20l-5.5-5.5M7 10h6" />
    </Icon>
  ),
  zoomFit: (
    <Icon>
      <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
    </Icon>
  ),
  download: (
    <Icon>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  ),
  help: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17v.5" />
    </Icon>
  ),
  remove: (
    <Icon size={18}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  ),
  left: (
    <Icon size={18}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  ),
  right: (
    <Icon size={18}>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  ),
  open: (
    <Icon size={18}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
    </Icon>
  ),
  path: (
    <Icon size={18}>
      <path d="M6 4v8a4 4 0 0 0 4 4h8M15 13l3 3-3 3" />
    </Icon>
  ),
  editSmall: (
    <Icon size={18}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
    </Icon>
  ),
  information: (
    <Icon size={18}>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 11h7M9 15h7M9 7h3" />
    </Icon>
  ),
} as const;
