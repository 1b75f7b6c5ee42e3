/** The role select is shared (components/role-select.tsx); the editor's dialogs import it from here. */
export { NOT_SELECTED, RoleSelect, type RoleSelectProps, roleOptions } from '../../../../components';
