// Files that still use the query builder outside a repository, computed by running the rule with no
// allowlist. Remove a path when its queries move to the module's repository; never add one: new code
// puts its SQL in a *.repository.ts (eslint/query-outside-repositories.js).
export default [];
