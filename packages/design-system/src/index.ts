// The public API of @rabbithole/design-system: everything not listed here is private.

// Theme values for an app's own .css.ts files (layout the primitives cannot express).
export { darkTheme, vars, mediaUp } from './theme';
export type { ResponsiveValue } from './theme';
export type { Breakpoint, Space } from './tokens';

// Primitives.
export { ThemeRoot } from './components/ThemeRoot/ThemeRoot';
export type { ThemeRootProps } from './components/ThemeRoot/ThemeRoot';
export { Box } from './components/Box/Box';
export type { BoxProps, BoxElement } from './components/Box/Box';
export { Stack } from './components/Stack/Stack';
export type {
  StackProps,
  StackDirection,
  StackAlign,
  StackJustify,
} from './components/Stack/Stack';
export { Text } from './components/Text/Text';
export type { TextProps, TextSize, TextTone, TextWeight } from './components/Text/Text';
export { Heading } from './components/Heading/Heading';
export type { HeadingProps, HeadingLevel } from './components/Heading/Heading';
export { Button } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export { Link } from './components/Link/Link';
export type { LinkProps, LinkVariant } from './components/Link/Link';
export { SkipLink } from './components/Link/SkipLink';
export type { SkipLinkProps } from './components/Link/SkipLink';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';

// Composites.
export { Hero } from './components/Hero/Hero';
export type { HeroProps } from './components/Hero/Hero';
export { Card, cardTagLimit } from './components/Card/Card';
export type { CardItem, CardProps, CardSetDetails } from './components/Card/Card';
export { cardShapes } from './components/Card/cardShape';
export type { CardShape } from './components/Card/cardShape';
export { CardCollection } from './components/CardCollection/CardCollection';
export type { CardCollectionProps } from './components/CardCollection/CardCollection';

// Forms.
export { TextField } from './components/TextField/TextField';
export type {
  TextFieldProps,
  TextFieldType,
  FieldBaseProps,
  FieldValidate,
} from './components/TextField/TextField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type {
  PasswordFieldProps,
  PasswordAutoComplete,
} from './components/PasswordField/PasswordField';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { Form } from './components/Form/Form';
export type { FormProps, FormValidationErrors } from './components/Form/Form';

// Sign-in and account forms of the public area (presentational: values out, state in).
export {
  SocialSignInButtons,
  socialProviders,
} from './components/SocialSignInButtons/SocialSignInButtons';
export type {
  SocialSignInButtonsProps,
  SocialProvider,
} from './components/SocialSignInButtons/SocialSignInButtons';
export { LoginForm } from './components/LoginForm/LoginForm';
export type { LoginFormProps, LoginValues } from './components/LoginForm/LoginForm';
export { RegisterForm } from './components/RegisterForm/RegisterForm';
export type { RegisterFormProps, RegisterValues } from './components/RegisterForm/RegisterForm';
export { ForgotPasswordForm } from './components/ForgotPasswordForm/ForgotPasswordForm';
export type {
  ForgotPasswordFormProps,
  ForgotPasswordValues,
} from './components/ForgotPasswordForm/ForgotPasswordForm';
export { ResetPasswordForm } from './components/ResetPasswordForm/ResetPasswordForm';
export type {
  ResetPasswordFormProps,
  ResetPasswordValues,
} from './components/ResetPasswordForm/ResetPasswordForm';

// Overlays.
export { AuthOverlay } from './components/AuthOverlay/AuthOverlay';
export type { AuthOverlayProps } from './components/AuthOverlay/AuthOverlay';

// Page furniture.
export { Logo } from './components/Logo/Logo';
export type { LogoProps, LogoSize } from './components/Logo/Logo';
export { Footer, footerIcons, defaultLegalLinks, defaultMission } from './components/Footer/Footer';
export type { FooterProps, FooterLink, FooterIcon } from './components/Footer/Footer';
export { TopBar } from './components/TopBar/TopBar';
export type { TopBarProps } from './components/TopBar/TopBar';
export { SideMenu } from './components/SideMenu/SideMenu';
export type { SideMenuProps } from './components/SideMenu/SideMenu';
export { SearchBox } from './components/SearchBox/SearchBox';
export type { SearchBoxProps } from './components/SearchBox/SearchBox';
export {
  NotificationBell,
  bellName,
  notificationsEmptyMessage,
  notificationsLoadMoreLabel,
} from './components/NotificationBell/NotificationBell';
export type { NotificationBellProps } from './components/NotificationBell/NotificationBell';
export { heardIn } from './components/NotificationBell/NotificationRow';
export type { NotificationItem } from './components/NotificationBell/NotificationRow';
export { AccountMenu } from './components/AccountMenu/AccountMenu';
export type { AccountMenuProps } from './components/AccountMenu/AccountMenu';
export { mainNavItems } from './components/private/mainNav';
export type { NavItem } from './components/private/mainNav';
export { PublicLayout } from './components/PublicLayout/PublicLayout';
export type {
  PublicLayoutProps,
  PublicLayoutVariant,
} from './components/PublicLayout/PublicLayout';
export { PromoPanel } from './components/PublicLayout/PromoPanel';
export { LegalPage } from './components/LegalPage/LegalPage';
export type { LegalPageProps } from './components/LegalPage/LegalPage';

// Browsing: entity primitives and headers (tabs, chips, badges, art, panels, entity headers).
export { Tabs } from './components/Tabs/Tabs';
export type { TabsProps, TabItem } from './components/Tabs/Tabs';
export { Badge, badgeTones } from './components/Badge/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge';
export { formatCount, countCaps } from './components/Badge/formatCount';
export type { CountCap } from './components/Badge/formatCount';
export { Tag, tagSizes } from './components/Tag/Tag';
export type { TagProps, TagSize } from './components/Tag/Tag';
export { GenreChip, genreChipLists } from './components/GenreChip/GenreChip';
export type { GenreChipProps, GenreChipList } from './components/GenreChip/GenreChip';
export { genreHref } from './components/GenreChip/genreHref';
export { Art, artSizes, artShapes } from './components/Art/Art';
export type { ArtProps, ArtSize, ArtShape } from './components/Art/Art';
export { Skeleton, skeletonTextSizes } from './components/Skeleton/Skeleton';
export type { SkeletonProps, SkeletonTextSize } from './components/Skeleton/Skeleton';
export { LikeToggle } from './components/LikeToggle/LikeToggle';
export type { LikeToggleProps } from './components/LikeToggle/LikeToggle';
export { FavouriteToggle } from './components/FavouriteToggle/FavouriteToggle';
export type { FavouriteToggleProps } from './components/FavouriteToggle/FavouriteToggle';
export { FollowButton } from './components/FollowButton/FollowButton';
export type { FollowButtonProps } from './components/FollowButton/FollowButton';
export {
  EntityHeader,
  entityKinds,
  entityKindLabels,
  headerGenreLimit,
} from './components/EntityHeader/EntityHeader';
export type {
  EntityHeaderProps,
  EntityKind,
  EntityCredit,
  EntityDetail,
  EntityStat,
  EntityLink,
} from './components/EntityHeader/EntityHeader';
export { EntityHeaderSkeleton } from './components/EntityHeader/EntityHeaderSkeleton';
export type { EntityHeaderSkeletonProps } from './components/EntityHeader/EntityHeaderSkeleton';
export { Avatar, avatarSizes, initialsOf } from './components/Avatar/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar/Avatar';
export { ExpandablePanel, curatorPanelCopy } from './components/ExpandablePanel/ExpandablePanel';
export type { ExpandablePanelProps } from './components/ExpandablePanel/ExpandablePanel';
export { SocialLinks, socialNetworks } from './components/SocialLinks/SocialLinks';
export type { SocialLinksProps, SocialNetwork } from './components/SocialLinks/SocialLinks';
export { NotFound, notFoundTitle } from './components/NotFound/NotFound';
export type { NotFoundProps } from './components/NotFound/NotFound';
export { OfflinePage, offlineTitle } from './components/OfflinePage/OfflinePage';
export type { OfflinePageProps } from './components/OfflinePage/OfflinePage';

// Browsing: tables and the filter dialog.
export { SortableTable } from './components/SortableTable/SortableTable';
export type { SortableTableProps } from './components/SortableTable/SortableTable';
export type { TableColumn } from './components/SortableTable/TableParts';
export {
  nextSort,
  cappedCount,
  sortDirections,
  hideBelowBreakpoints,
} from './components/SortableTable/sort';
export type { SortDescriptor, SortDirection, HideBelow } from './components/SortableTable/sort';
export { RowPreview, rowPreviewLimit } from './components/RowPreview/RowPreview';
export type { RowPreviewProps, RowPreviewItem } from './components/RowPreview/RowPreview';
export { FilterDialog } from './components/FilterDialog/FilterDialog';
export type {
  FilterDialogProps,
  FilterValue,
  SortField,
} from './components/FilterDialog/FilterDialog';
export { TracklistTable } from './components/TracklistTable/TracklistTable';
export type {
  TracklistTableProps,
  TracklistItem,
  TrackRef,
  TrackSortField,
} from './components/TracklistTable/TracklistTable';
export { mixCredit, trackMixTypes } from './components/TracklistTable/TrackParts';
export type { TrackMixType } from './components/TracklistTable/TrackParts';

// Browsing: comments (the set and track pages' Comments tab).
export {
  CommentList,
  emptyCommentsPrompt,
  emptyCommentsTitle,
} from './components/CommentList/CommentList';
export type { CommentItem, CommentListProps } from './components/CommentList/CommentList';

// Browsing: search field, section lists and search results (home and search).
export { SearchField, searchFieldDebounceMs } from './components/SearchField/SearchField';
export type { SearchFieldProps } from './components/SearchField/SearchField';
export {
  SectionList,
  sectionListLayouts,
  shelfSkeletonCount,
} from './components/SectionList/SectionList';
export type { SectionListLayout, SectionListProps } from './components/SectionList/SectionList';
export { SearchResults, searchNotFoundMessage } from './components/SearchResults/SearchResults';
export type {
  SearchResultsProps,
  SearchResultsSection,
} from './components/SearchResults/SearchResults';

// Discover lists
export { sortChoices } from './components/FilterDialog/FilterDialog';
export type { SortChoice } from './components/FilterDialog/FilterDialog';
export { EntityCell } from './components/SortableTable/EntityCell';
export type { EntityCellProps } from './components/SortableTable/EntityCell';
export { cardGridDensities } from './components/CardGrid/CardGrid';
export type { CardGridDensity } from './components/CardGrid/CardGrid';

// Engagement (issue 9): snackbars, comment form and actions, profile header, buy and share.
export { Toaster } from './components/Toaster/Toaster';
export type { ToasterProps } from './components/Toaster/Toaster';
export { createToastQueue, toastTones } from './components/Toaster/toastQueue';
export type {
  ToastQueue,
  ToastTone,
  ToastContent,
  ShowToastOptions,
  CreateToastQueueOptions,
} from './components/Toaster/toastQueue';
export {
  CommentForm,
  commentMaxLength,
  commentCountFrom,
  commentTooLongMessage,
} from './components/CommentForm/CommentForm';
export type { CommentFormProps } from './components/CommentForm/CommentForm';
export { deleteCommentCopy } from './components/CommentList/CommentActions';
export {
  ProfileHeader,
  profileBioInlineLimit,
  profileNoBio,
} from './components/ProfileHeader/ProfileHeader';
export type { ProfileHeaderProps } from './components/ProfileHeader/ProfileHeader';
export { PurchaseButton } from './components/PurchaseButton/PurchaseButton';
export type { PurchaseButtonProps } from './components/PurchaseButton/PurchaseButton';
export { ShareButton } from './components/ShareButton/ShareButton';
export type { ShareButtonProps } from './components/ShareButton/ShareButton';

// The player (issue: player): the bottom bar, its seek bar, the queue and the shortcuts dialog.
export { SeekBar, seekBarLayouts } from './components/SeekBar/SeekBar';
export type {
  SeekBarProps,
  SeekBarLayout,
  SeekMarker,
  SeekMarkers,
} from './components/SeekBar/SeekBar';
export { formatClock } from './components/SeekBar/formatClock';
export { QueuePopover } from './components/QueuePopover/QueuePopover';
export type { QueuePopoverProps } from './components/QueuePopover/QueuePopover';
export { QueueButton } from './components/QueuePopover/QueueButton';
export type { QueueButtonProps } from './components/QueuePopover/QueueButton';
export { queueEmptyHint, queueEmptyTitle } from './components/QueuePopover/QueuePanel';
export type { QueueEntry, QueuePanelProps } from './components/QueuePopover/QueuePanel';
export { queueOrder } from './components/QueuePopover/queueOrder';
export { PlayerBar, playerBarHeights } from './components/PlayerBar/PlayerBar';
export type { PlayerBarProps, PlayerSet, PlayerTrack } from './components/PlayerBar/PlayerBar';
export {
  KeyboardShortcutsDialog,
  playerShortcuts,
} from './components/KeyboardShortcutsDialog/KeyboardShortcutsDialog';
export type {
  KeyboardShortcutsDialogProps,
  KeyboardShortcut,
} from './components/KeyboardShortcutsDialog/KeyboardShortcutsDialog';

// Administration (issue 11): releasing an ID as the track it turned out to be.
export { AdminRelease, releasedMessage } from './components/AdminRelease/AdminRelease';
export type {
  AdminReleaseProps,
  ReleaseOption,
  ReleaseSearch,
} from './components/AdminRelease/AdminRelease';
