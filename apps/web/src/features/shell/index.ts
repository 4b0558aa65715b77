export { ShellLayout } from './components/shell-layout';
