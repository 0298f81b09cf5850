import AccountCircle from '@mui/icons-material/AccountCircle';
import Check from '@mui/icons-material/Check';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import {
  Box,
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  type PopoverActions,
} from '@mui/material';
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages.js';
import { paths } from '../../routing/paths.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { openChangePassword } from '../../lib/changePasswordDialogStore.js';
import { openTwoFactor } from '../../lib/twoFactorDialogStore.js';
import { useSessionAbilities } from '../../entities/session/useSessionAbilities.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { withTimeout } from '../../lib/lazySection.js';

// Loaded when the menu first opens: not part of the map's first frame.
const MarkupNoticesItem = lazy(() =>
  withTimeout(import('./MarkupNoticesItem.js')).then((module) => ({
    default: module.MarkupNoticesItem,
  })),
);

/** What the user menu shows of the invitations feature, composed by the app. */
export interface UserMenuInvitations {
  /** The 'Invitations' entry, with how many wait for an answer. */
  Entry: ComponentType<{ onClick(): void }>;
  /** The account button's icon, marked with that count. */
  Badge: ComponentType<{ children: ReactNode }>;
}

/**
 * The room of a lazily loaded entry, unseen and skipped by the keyboard and screen readers: the
 * entries below it do not move under the pointer when it comes (the menu may be opened first).
 */
function EntryPlaceholder() {
  return (
    <MenuItem disabled aria-hidden sx={{ visibility: 'hidden' }}>
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{'\u00a0'}</ListItemText>
    </MenuItem>
  );
}

/**
 * The user menu of 2.3: Change Password, 'Two-factor sign-in' (when the session may set it up
 * or turn it off), Access keys, Invitations, 'Mail me about markups', 'Offline maps', Logout, and
 * the interface language.
 */
export function UserMenu({
  AccessKeysDialog,
  invitations,
  OfflineMapsItem,
}: {
  /** 'Access keys' (the access-keys feature), composed by the app: it loads when opened. */
  AccessKeysDialog: ComponentType<{ onClose(): void }>;
  /** 'Invitations' (the invitations feature), composed by the app: loaded lazily. */
  invitations?: UserMenuInvitations;
  /** 'Offline maps' (the offline feature), composed by the app: loaded lazily. */
  OfflineMapsItem?: ComponentType<{ onClick(): void }>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const user = useCurrentUser();
  const abilities = useSessionAbilities();
  const { language, setLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [keysOpen, setKeysOpen] = useState(false);
  const close = () => setAnchor(null);
  // A lazily loaded entry may come wider than the menu was placed for.
  const menuActions = useRef<PopoverActions>(null);
  const placeAgain = useCallback(() => menuActions.current?.updatePosition(), []);
  const label = user?.name || user?.email || t('topBar.account');

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('topBar.account')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={
          invitations ? (
            <Suspense fallback={<AccountCircle />}>
              <invitations.Badge>
                <AccountCircle />
              </invitations.Badge>
            </Suspense>
          ) : (
            <AccountCircle />
          )
        }
        sx={{
          textTransform: 'none',
          minWidth: 0,
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: 1 } },
        }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 220,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        action={menuActions}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            close();
            openChangePassword();
          }}
        >
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('password.change')}</ListItemText>
        </MenuItem>
        {abilities.manage_two_factor ? (
          <MenuItem
            onClick={() => {
              close();
              openTwoFactor();
            }}
          >
            <ListItemIcon>
              <PhonelinkLockIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('twoFactor.menu')}</ListItemText>
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            setKeysOpen(true);
          }}
        >
          <ListItemIcon>
            <VpnKeyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('accessKeys.menu')}</ListItemText>
        </MenuItem>
        {invitations ? (
          <Suspense fallback={<EntryPlaceholder />}>
            <invitations.Entry
              onClick={() => {
                close();
                void navigate(paths.invitations);
              }}
            />
          </Suspense>
        ) : null}
        {user?.id != null ? (
          <Suspense fallback={<EntryPlaceholder />}>
            <MarkupNoticesItem onShown={placeAgain} />
          </Suspense>
        ) : null}
        {OfflineMapsItem ? (
          <Suspense fallback={<EntryPlaceholder />}>
            <OfflineMapsItem onClick={close} />
          </Suspense>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            void navigate(paths.logout);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('auth.logout')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader>{t('common.language')}</ListSubheader>
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === language}
            onClick={() => {
              close();
              setLanguage(code);
            }}
          >
            <ListItemIcon>{code === language && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[code]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {keysOpen ? (
        <Suspense fallback={null}>
          <AccessKeysDialog onClose={() => setKeysOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
