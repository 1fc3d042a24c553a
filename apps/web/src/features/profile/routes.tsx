import { Navigate } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const ProfileLayout = lazyPage(() => import('./pages/profile-layout'), 'ProfileLayout');
const ProfileTabPending = lazyPage(() => import('./pages/profile-layout'), 'ProfileTabPending');
const PersonalTab = lazyPage(() => import('./pages/personal-tab'), 'PersonalTab');
const DocumentsTab = lazyPage(() => import('./pages/documents-tab'), 'DocumentsTab');
const ContactTab = lazyPage(() => import('./pages/contact-tab'), 'ContactTab');
const ExtraTab = lazyPage(() => import('./pages/extra-tab'), 'ExtraTab');
const EducationTab = lazyPage(() => import('./pages/education-tab'), 'EducationTab');
const TrainingTab = lazyPage(() => import('./pages/training-tab'), 'TrainingTab');
const ProfessionalTab = lazyPage(() => import('./pages/professional-tab'), 'ProfessionalTab');
const ExperienceTab = lazyPage(() => import('./pages/experience-tab'), 'ExperienceTab');
const PreviewTab = lazyPage(() => import('./pages/preview-tab'), 'PreviewTab');

export const profileRoutes: FeatureRoutes = {
  candidate: [
    {
      path: PATHS.profile,
      element: <ProfileLayout />,
      children: [
        { index: true, element: <Navigate to="personal" replace /> },
        { path: 'personal', element: <PersonalTab /> },
        { path: 'documents', element: <DocumentsTab /> },
        { path: 'contact', element: <ContactTab /> },
        { path: 'extra', element: <ExtraTab /> },
        { path: 'education', element: <EducationTab /> },
        { path: 'training', element: <TrainingTab /> },
        { path: 'professional', element: <ProfessionalTab /> },
        { path: 'experience', element: <ExperienceTab /> },
        { path: 'preview', element: <PreviewTab /> },
        // Each tab replaces this placeholder as its screen lands.
        { path: ':tab', element: <ProfileTabPending /> },
      ],
    },
  ],
};
