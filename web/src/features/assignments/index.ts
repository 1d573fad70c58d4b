/** Who drives what: the assign driver modal (three slots, temporary and upcoming drivers). */
export { AssignDriverModal } from './components/assign-driver-modal';
