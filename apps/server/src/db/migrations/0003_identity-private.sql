-- The identity tables span organisations and hold credentials: the API's tenant role gets no
-- rights on them (the default privileges of migration 0001 granted them). Only the owner,
-- through src/identity, reads and writes them.
REVOKE ALL ON identity_pools, identity_signing_keys, identity_users, identity_groups,
  identity_user_groups, identity_sessions, identity_challenges, identity_devices FROM app_tenant;
