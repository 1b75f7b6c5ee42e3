/** The columns of `app_user` that describe a user, named as the API names them (users and security read them). */
export const userDetailColumns = [
  'app_user.id as id',
  'app_user.email as email',
  'app_user.first_name as firstName',
  'app_user.preposition as preposition',
  'app_user.last_name as lastName',
  'app_user.personnel_number as personnelNumber',
] as const;
