import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp column with a database default. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  password_hash: string | null;
  is_superuser: Generated<boolean>;
  is_active: Generated<boolean>;
  last_login: Timestamp | null;
  date_joined: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Mail about markups (migration 0020): assigned to them, and changes and comments on theirs. */
  markup_notices: Generated<boolean>;
}

export interface OrganisationsTable {
  id: Generated<number>;
  name: string;
  domain: string | null;
  alt_domains: Generated<string[]>;
  layout: Json | null;
  map_id: number | null;
  /** The stored logo (see OrganisationLogoService), with its SHA-256. */
  logo_key: string | null;
  logo_sha256: string | null;
  /** Whether share-link viewers' page views and events go to the analytics service. */
  share_viewer_analytics: Generated<boolean>;
  /** Whether its password users must sign in with a second factor (migration 0026). */
  require_two_factor: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface MembershipsTable {
  user_id: number;
  organisation_id: number;
  admin: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface PermissionsTable {
  codename: string;
  description: string;
}

export interface UserPermissionsTable {
  user_id: number;
  permission: string;
}

export interface AuthTokensTable {
  id: Generated<number>;
  key_hash: Buffer;
  user_id: number;
  impersonated_user_id: number | null;
  created_at: DefaultTimestamp;
  last_used_at: DefaultTimestamp;
  revoked_at: Timestamp | null;
  /** How the session was made: 'password', 'password+totp', 'sso', … (migration 0027). */
  method: Generated<string>;
  sso_organisation_id: number | null;
  id_token_sealed: string | null;
}

/** An organisation's OpenID Connect provider (migration 0027). */
export interface OrganisationSsoTable {
  organisation_id: number;
  display_name: string;
  issuer: string;
  client_id: string;
  client_secret_sealed: string | null;
  scopes: string;
  email_claim: string;
  groups_claim: string;
  group_permissions: ColumnType<unknown, string, string>;
  admin_groups: string[];
  email_domains: string[];
  create_accounts: boolean;
  required: boolean;
  updated_at: DefaultTimestamp;
}

/** Single sign-ins under way, then handed over (migration 0027). */
export interface SsoSignInsTable {
  state_hash: Buffer;
  organisation_id: number;
  nonce: string;
  code_verifier: string;
  return_to: string;
  handover_hash: Buffer | null;
  user_id: number | null;
  id_token_sealed: string | null;
  created_at: DefaultTimestamp;
}

/** A user's second factor (migration 0026): a TOTP secret sealed with SECRETS_KEY. */
export interface UserSecondFactorsTable {
  user_id: number;
  secret_sealed: string;
  created_at: DefaultTimestamp;
  confirmed_at: Timestamp | null;
  /** The time step of the last code accepted: no code of it or before is accepted again. */
  last_used_step: ColumnType<string | null, number | null, number | null>;
}

/** Recovery codes of a second factor (migration 0026), as SHA-256 digests; each used once. */
export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: Buffer;
  created_at: DefaultTimestamp;
  used_at: Timestamp | null;
}

/** Personal access keys (migration 0010): read-only credentials for desktop GIS tools. */
export interface AccessKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  key_hash: Buffer;
  key_prefix: string;
  scope: Generated<'read'>;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: number | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: Buffer;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface HostLayoutsTable {
  host: string;
  layout: Json;
  updated_at: DefaultTimestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_id: number | null;
  as_user_id: number | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  details: Json;
  ip: string | null;
  /** The request's id (its log lines carry the same), for entries made in a request. */
  request_id: string | null;
  /** The organisation of the entry's object; NULL for a user's own events (sign-ins...). */
  organisation_id: number | null;
  created_at: DefaultTimestamp;
}

export interface MapsTable {
  id: Generated<number>;
  organisation_id: number;
  owner_id: number | null;
  name: string;
  title: Generated<string>;
  description: Generated<string>;
  attribution: Generated<string>;
  zoom_min: Generated<number>;
  zoom_max: Generated<number>;
  visibility: Generated<'OWN' | 'ORG'>;
  controls: Generated<string[]>;
  files_list: boolean | null;
  minimap: Generated<string>;
  bounds: number[] | null;
  extent: number[] | null;
  bg_layer: Generated<string>;
  /** The DTM layer the 3D view's terrain stands on while it is on; null: the top one on. */
  terrain_layer_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface LayersTable {
  id: Generated<number>;
  organisation_id: number;
  owner_id: number | null;
  name: string;
  description: Generated<string>;
  attribution: Generated<string>;
  type: string | null;
  visibility: Generated<'OWN' | 'ORG'>;
  file_list_visibility: Generated<'ALL' | 'GEOSPATIAL' | 'ATTACHMENT' | 'NONE'>;
  attachment_field: string | null;
  search_field: string | null;
  attributes: Generated<string[]>;
  sub_layers: Generated<string[]>;
  available_sub_layers: Generated<string[]>;
  zoom_min: Generated<number>;
  zoom_max: Generated<number>;
  mini_popup_on_hover: Generated<boolean>;
  mini_popup_fields: Generated<string[]>;
  legend_enabled: Generated<boolean>;
  style: Json | null;
  label: Json | null;
  popup: Generated<string>;
  popup_type: Generated<string>;
  bounds: number[] | null;
  extent: number[] | null;
  route_enabled: Generated<boolean>;
  route_name_field: string | null;
  route_unit: Generated<'km' | 'mi'>;
  route_start_offset: Generated<number>;
  /** How a raster's values are drawn; null until its first raster is processed. */
  raster_kind: 'image' | 'elevation' | 'difference' | null;
  /** ReliefSettings (contract) of an elevation or difference layer; null: the kind's defaults. */
  relief: Json | null;
  data_version: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface MapLayersTable {
  map_id: number;
  layer_id: number;
  position: number;
}

export interface LayerFilesTable {
  id: Generated<number>;
  layer_id: number;
  parent_id: number | null;
  role: 'source' | 'companion' | 'attachment' | 'derived';
  file_type: string | null;
  name: string;
  storage_key: string;
  size: number;
  sha256: string;
  content_type: string | null;
  epsg: number | null;
  attach_all: Generated<boolean>;
  link_field: string | null;
  link_value: string | null;
  fid: number | null;
  status: Generated<'queued' | 'processing' | 'ready' | 'error'>;
  progress: Generated<number>;
  error_code: number | null;
  error_detail: string | null;
  feature_count: number | null;
  attributes: Generated<string[]>;
  sub_layers: Generated<string[]>;
  bounds: number[] | null;
  uploaded_by: number | null;
  /** 'YYYY-MM-DD' (see database.ts): the day the data was captured. */
  survey_date: string | null;
  survey_date_source: 'file' | 'user' | null;
  /** A 3D model's place (ModelPlacement), set by its layer's editors. */
  placement: Json | null;
  /** [least, greatest] valid value of a derived COG (value rasters). */
  value_range: number[] | null;
  /** A derived COG's layout: on the web's tiles (imagery) or its own grid; null: not recorded. */
  cog_layout: 'web' | 'own' | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface FeaturesTable {
  layer_id: number;
  file_id: number;
  fid: number;
  sub_layer: string | null;
  properties: Json;
  geom: unknown;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends: Date;
}

export interface MapSharesTable {
  id: Generated<number>;
  organisation_id: number;
  map_id: number;
  token_hash: Buffer;
  token_prefix: string;
  expiry: Date;
  bounds: number[] | null;
  note: Generated<string>;
  created_by: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  revoked_at: Date | null;
  first_used_at: Date | null;
  last_used_at: Date | null;
  request_count: Generated<number>;
  /** What the share shows of the map's markups (migration 0020). */
  markups: Generated<'hidden' | 'read' | 'comment'>;
}

/** Usage per organisation and UTC day (see UsageRecorder): map views and tiles served. */
export interface UsageCountersTable {
  organisation_id: number;
  /** 'YYYY-MM-DD' */
  day: string;
  metric: 'map_views' | 'tiles';
  value: number;
}

/** Who made an authenticated request on a day, per organisation they belong to. */
export interface UsageActiveUsersTable {
  organisation_id: number;
  day: string;
  user_id: number;
}

export interface MapShareClientsTable {
  share_id: number;
  client_hash: Buffer;
  first_seen: DefaultTimestamp;
}

export interface OrganisationInvitationsTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  email: string;
  admin: boolean;
  invited_by: number | null;
  created_at: DefaultTimestamp;
  expires_at: Date;
  responded_at: Date | null;
  response: 'accepted' | 'declined' | 'cancelled' | null;
}

/** An organisation's markup categories (migration 0020); a category in use is archived. */
export interface MarkupCategoriesTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  icon: string;
  position: Generated<number>;
  archived_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

/** Findings drawn on a map (issue 27); `geom` is EPSG:4326, read and written through SQL. */
export interface MarkupsTable {
  id: Generated<number>;
  organisation_id: number;
  map_id: number;
  geom: unknown;
  title: string;
  description: Generated<string>;
  category_id: number;
  status: Generated<'open' | 'in_progress' | 'resolved' | 'closed'>;
  status_changed_by: number | null;
  status_changed_at: DefaultTimestamp;
  assignee_id: number | null;
  /** 'YYYY-MM-DD' (see database.ts). */
  due_date: string | null;
  feature_layer_id: number | null;
  feature_fid: string | null;
  survey_date: string | null;
  author_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  version: Generated<number>;
}

export interface MarkupCommentsTable {
  id: Generated<number>;
  markup_id: number;
  author_id: number | null;
  share_id: number | null;
  share_name: string | null;
  body: string;
  created_at: DefaultTimestamp;
}

export interface MarkupEventsTable {
  id: Generated<number>;
  markup_id: number;
  kind: 'created' | 'changed' | 'commented' | 'attached' | 'detached';
  at: DefaultTimestamp;
  actor_id: number | null;
  share_name: string | null;
  changes: Json<Record<string, { from: unknown; to: unknown }>>;
}

export interface MarkupAttachmentsTable {
  id: Generated<number>;
  markup_id: number;
  name: string;
  size: number;
  content_type: string;
  storage_key: string;
  thumbnail_key: string | null;
  sha256: string;
  longitude: number | null;
  latitude: number | null;
  taken_at: Timestamp | null;
  author_id: number | null;
  created_at: DefaultTimestamp;
}

/** Offline packs (migration 0021): one PMTiles archive per layer, kind and content. */
export interface PackArchivesTable {
  id: Generated<number>;
  organisation_id: number;
  layer_id: number;
  share_id: number | null;
  kind: 'vector' | 'raster' | 'terrain' | 'attachments';
  data_version: number;
  fingerprint: string;
  zoom_min: number;
  zoom_max: number;
  area: number[];
  status: Generated<'queued' | 'building' | 'ready' | 'error'>;
  progress: Generated<number>;
  tiles: Generated<number>;
  bytes: number | null;
  storage_key: string | null;
  sha256: string | null;
  error_code: number | null;
  error_detail: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PacksTable {
  id: Generated<number>;
  organisation_id: number;
  map_id: number;
  share_id: number | null;
  created_by: number | null;
  bbox: number[];
  zoom_min: number;
  zoom_max: number;
  attachments: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface PackArchiveLinksTable {
  pack_id: number;
  archive_id: number;
  position: number;
}

export interface ServerSecretsTable {
  name: string;
  secret: Buffer;
  created_at: DefaultTimestamp;
}

/** Vector tiles shared by the api processes (UNLOGGED: a cache). */
export interface VectorTileCacheTable {
  key: string;
  layer_id: number;
  data_version: number;
  tile: Buffer;
  made_at: DefaultTimestamp;
}

export interface Database {
  vector_tile_cache: VectorTileCacheTable;
  layers: LayersTable;
  map_layers: MapLayersTable;
  layer_files: LayerFilesTable;
  features: FeaturesTable;
  users: UsersTable;
  organisations: OrganisationsTable;
  memberships: MembershipsTable;
  permissions: PermissionsTable;
  user_permissions: UserPermissionsTable;
  auth_tokens: AuthTokensTable;
  access_keys: AccessKeysTable;
  password_resets: PasswordResetsTable;
  host_layouts: HostLayoutsTable;
  audit_log: AuditLogTable;
  maps: MapsTable;
  rate_limits: RateLimitsTable;
  map_shares: MapSharesTable;
  map_share_clients: MapShareClientsTable;
  usage_counters: UsageCountersTable;
  usage_active_users: UsageActiveUsersTable;
  organisation_invitations: OrganisationInvitationsTable;
  markup_categories: MarkupCategoriesTable;
  markups: MarkupsTable;
  markup_comments: MarkupCommentsTable;
  markup_events: MarkupEventsTable;
  markup_attachments: MarkupAttachmentsTable;
  pack_archives: PackArchivesTable;
  packs: PacksTable;
  pack_archive_links: PackArchiveLinksTable;
  server_secrets: ServerSecretsTable;
  user_second_factors: UserSecondFactorsTable;
  user_recovery_codes: UserRecoveryCodesTable;
  organisation_sso: OrganisationSsoTable;
  sso_sign_ins: SsoSignInsTable;
}
