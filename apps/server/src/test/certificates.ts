/** A marriage request's body, valid on the harness's day (2026-03-01). */
export const MARRIAGE_FORM = {
  request_type: 'marriage',
  applicant_name: 'Yusuf Nowak',
  applicant_father_name: 'Ibrahim Nowak',
  applicant_id_number: 'abc 123456',
  applicant_phone: '+48 600 100 200',
  spouse_name: 'Maryam Kowalska',
  spouse_father_name: 'Adam Kowalski',
  marriage_date: '2026-02-14',
  marriage_location: 'https://maps.example.org/?q=Wiertnicza+103',
  admin_notes: '',
};

export const CUSTOM_FORM = {
  request_type: 'custom',
  applicant_name: 'Leila Haddad',
  applicant_phone: '600 100 300',
  custom_request_description: 'A letter confirming my membership for the school.',
};
