import "server-only";

// The user as the API shows it (snake_case fields of docs/product-spec.md part 3; never a password hash).
// A tutor's also carries the bio and expertise that course pages show.

export type UserRow = {
  id: string;
  role: "student" | "tutor";
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  academicLevel: string | null;
  phoneNumber: string | null;
  pictureKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  tutorProfile: { bio: string; expertise: string } | null;
};

export const userRowSelect = {
  id: true,
  role: true,
  email: true,
  firstName: true,
  lastName: true,
  displayName: true,
  academicLevel: true,
  phoneNumber: true,
  pictureKey: true,
  createdAt: true,
  updatedAt: true,
  tutorProfile: { select: { bio: true, expertise: true } },
} as const;

/** Site-relative URL of a stored file served by /api/media. */
export function mediaUrl(key: string): string {
  return `/api/media/${key}`;
}

export function toUserDto(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: user.displayName,
    academic_level: user.academicLevel,
    phone_number: user.phoneNumber,
    profile_picture: user.pictureKey ? mediaUrl(user.pictureKey) : null,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    ...(user.role === "tutor" && { bio: user.tutorProfile?.bio ?? "", expertise: user.tutorProfile?.expertise ?? "" }),
  };
}
export type UserDto = ReturnType<typeof toUserDto>;
