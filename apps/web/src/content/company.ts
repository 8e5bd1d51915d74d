/** The company's identity lives in the shared package, so the server's feeds use the same one. */
export { company, type CompanyIdentity } from '@site/shared/company';
