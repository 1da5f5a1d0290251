// GET /api/enrollment/student/{id} – the same list under the singular path docs/product-spec.md part 7 also uses
export { GET } from "../../../enrollments/student/[id]/route";
