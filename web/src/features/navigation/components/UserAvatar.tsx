export { Avatar as UserAvatar, displayName } from '../../../shared/ui/Avatar';
