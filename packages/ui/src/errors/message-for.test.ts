import { describe, expect, it } from 'vitest';
import { errors } from '../i18n/messages/errors';
import { type ErrorBody, type ErrorLike, type ErrorSituation, errorMessage } from './message-for';

// Failures shaped as the api-client's ApiError (kind, status, body) without importing it.
const http = (status: number, body: Partial<ErrorBody> = {}): ErrorLike => ({
  kind: 'http',
  status,
  body: { fields: {}, ...body },
});
const network: ErrorLike = { kind: 'network', status: null, body: { fields: {} } };
const timeout: ErrorLike = { kind: 'timeout', status: null, body: { fields: {} } };
const cancelled: ErrorLike = { kind: 'cancelled', status: null, body: { fields: {} } };
const invalidAnswer: ErrorLike = { kind: 'invalid-response', status: 200, body: { fields: {} } };
const missingAdminToken = { kind: 'missing-admin-token' };
const withError = (status = 400) => http(status, { error: 'Action non autorisée.', details: 'rôle AGENT' });

describe('sign-in and registration', () => {
  it('login', () => {
    expect(errorMessage('login', http(401))).toBe('Identifiants incorrects. Veuillez réessayer.');
    expect(errorMessage('login', http(400))).toBe('Identifiants incorrects. Veuillez réessayer.');
    expect(errorMessage('login', network)).toBe('Erreur de connexion. Veuillez réessayer.');
    expect(errorMessage('login', http(502))).toBe('Erreur de connexion. Veuillez réessayer.');
  });

  it('Google login', () => {
    expect(errorMessage('googleLogin', http(404))).toBe("Compte non trouvé. Veuillez vous inscrire d'abord.");
    expect(errorMessage('googleLogin', invalidAnswer)).toBe(
      'Erreur lors de la connexion : données de réponse invalides',
    );
    expect(errorMessage('googleLogin', http(500))).toBe('Erreur lors de la connexion avec Google');
    expect(errorMessage('googleLogin', network)).toBe('Erreur lors de la connexion avec Google');
    expect(errorMessage('googleWidget', undefined)).toBe('La connexion avec Google a échoué');
  });

  it('Google register', () => {
    expect(errorMessage('googleRegister', http(400))).toBe(
      'Un compte existe déjà avec cet email. Veuillez vous connecter.',
    );
    expect(errorMessage('googleRegister', http(500))).toBe("Erreur lors de l'inscription avec Google");
  });

  it('invitation', () => {
    expect(errorMessage('invitation', http(404))).toBe('Invitation invalide ou expirée');
    expect(errorMessage('invitation', http(410))).toBe("Ce lien d'invitation a expiré.");
    expect(errorMessage('invitation', http(500))).toBe(
      "Une erreur est survenue lors de la validation de l'invitation.",
    );
    expect(errorMessage('invitation', network)).toBe(
      "Une erreur est survenue lors de la validation de l'invitation.",
    );
  });

  it('registration: field errors joined per field with their labels', () => {
    const failure = http(400, {
      fields: {
        email: ['Un compte existe déjà avec cet email.'],
        password: ['Ce mot de passe est trop court.', 'Ce mot de passe est trop courant.'],
        password2: ['Les mots de passe ne correspondent pas.'],
        first_name: ['Ce champ est obligatoire.'],
        last_name: ['Ce champ est obligatoire.'],
        agency: ['Ville inconnue.'],
      },
    });
    expect(errorMessage('registration', failure).split('\n')).toEqual([
      'Email : Un compte existe déjà avec cet email.',
      'Mot de passe : Ce mot de passe est trop court. Ce mot de passe est trop courant. Les mots de passe ne correspondent pas.',
      'Prénom : Ce champ est obligatoire.',
      'Nom : Ce champ est obligatoire.',
      'Ville : Ville inconnue.',
    ]);
  });

  it('registration: non_field_errors and detail bare, unknown fields without a label', () => {
    const failure = http(400, {
      fields: { token: ['Jeton invalide.'] },
      non_field_errors: ['Invitation invalide ou expirée'],
      detail: 'Requête refusée.',
    });
    expect(errorMessage('registration', failure).split('\n')).toEqual([
      'Jeton invalide.',
      'Invitation invalide ou expirée',
      'Requête refusée.',
    ]);
  });

  it('registration: fallback, and no response', () => {
    expect(errorMessage('registration', http(500))).toBe("Erreur lors de l'inscription.");
    expect(errorMessage('registration', invalidAnswer)).toBe("Erreur lors de l'inscription.");
    expect(errorMessage('registration', new Error('boom'))).toBe("Erreur lors de l'inscription.");
    for (const failure of [network, timeout, cancelled]) {
      expect(errorMessage('registration', failure)).toBe('Erreur de connexion. Veuillez réessayer.');
    }
  });
});

describe('territory', () => {
  it('zones load', () => {
    expect(errorMessage('zonesLoad', http(500))).toBe('Erreur lors du chargement des zones');
  });

  it('zone creation: the server error or the fallback, as Erreur: …', () => {
    expect(errorMessage('zoneCreate', http(400, { error: 'Nom déjà pris.' }))).toBe('Erreur: Nom déjà pris.');
    expect(errorMessage('zoneCreate', network)).toBe(
      'Erreur: Une erreur est survenue lors de la création de la zone.',
    );
  });

  it('zone deletion', () => {
    expect(errorMessage('zoneDelete', network)).toBe(
      'Erreur de connexion au serveur. Vérifiez votre connexion internet et que le serveur est bien démarré.',
    );
    expect(errorMessage('zoneDelete', http(404, { detail: 'Introuvable.' }))).toBe(
      'Erreur lors de la suppression de la zone: Introuvable.',
    );
    expect(errorMessage('zoneDelete', http(500))).toBe('La suppression a échoué');
  });

  it('sector', () => {
    expect(errorMessage('sectorLoad', http(404))).toBe('Secteur non trouvé.');
    expect(errorMessage('sectorLoad', http(500))).toBe('Erreur chargement secteur.');
    expect(errorMessage('sectorLoad', network)).toBe('Erreur chargement secteur.');
    expect(errorMessage('sectorGenerate', timeout)).toBe(
      'Une erreur est survenue lors de la génération du secteur.',
    );
  });

  it('street update: the server error with its details in parentheses (logged only)', () => {
    expect(errorMessage('streetUpdate', withError())).toBe('Action non autorisée. (rôle AGENT)');
    expect(errorMessage('streetUpdate', http(400, { error: 'Refusé.' }))).toBe('Refusé.');
    expect(errorMessage('streetUpdate', network)).toBe('Une erreur est survenue.');
  });

  it('geocoding', () => {
    expect(errorMessage('geocode', http(404))).toBe('Erreur de géocodage');
  });

  it('notes', () => {
    expect(errorMessage('noteSave', http(400))).toBe("Erreur lors de l'enregistrement de la note.");
    expect(errorMessage('noteUpdate', http(403))).toBe('Erreur lors de la mise à jour de la note.');
    expect(errorMessage('noteDelete', network)).toBe('Erreur lors de la suppression de la note.');
  });
});

describe('favourites and events', () => {
  const cases: [ErrorSituation, ErrorSituation, string][] = [
    ['favoritesCreate', 'eventsCreate', "Erreur lors de l'ajout"],
    ['favoritesUpdate', 'eventsUpdate', 'Erreur lors de la mise à jour'],
    ['favoritesDelete', 'eventsDelete', 'Erreur lors de la suppression'],
  ];

  it('saves: the server error field, else the fallback', () => {
    for (const [favorites, events, fallback] of cases) {
      for (const situation of [favorites, events]) {
        expect(errorMessage(situation, http(400, { error: 'Titre trop long.' }))).toBe('Titre trop long.');
        expect(errorMessage(situation, network)).toBe(fallback);
      }
    }
  });

  it('loads: the bare message, which the list screens print as Erreur: {message}', () => {
    for (const situation of ['favoritesLoad', 'eventsLoad', 'contactsLoad'] as const) {
      expect(errorMessage(situation, http(500))).toBe('Erreur lors du chargement');
      expect(errorMessage(situation, http(503, { error: 'Maintenance.' }))).toBe('Maintenance.');
    }
  });
});

describe('admin', () => {
  it('the server error field when present', () => {
    for (const situation of ['adminInvite', 'adminDelete', 'adminRole', 'adminImpersonate'] as const) {
      expect(errorMessage(situation, withError(403))).toBe('Action non autorisée.');
    }
  });

  it("a plain DRF server's validation messages, not its generic 403/404 detail", () => {
    const taken = http(400, { fields: { email: ['Un membre utilise déjà cet email.'] } });
    expect(errorMessage('adminInvite', taken)).toBe('Un membre utilise déjà cet email.');
    const nonField = http(400, {
      non_field_errors: ['Invitation déjà envoyée.'],
      fields: { role: ['Rôle inconnu.'] },
    });
    expect(errorMessage('adminInvite', nonField)).toBe('Invitation déjà envoyée. Rôle inconnu.');
    expect(
      errorMessage('favoritesCreate', http(400, { fields: { title: ['Ce champ est obligatoire.'] } })),
    ).toBe('Ce champ est obligatoire.');
    const forbidden = http(403, { detail: "Vous n'avez pas la permission d'effectuer cette action." });
    expect(errorMessage('adminDelete', forbidden)).toBe("Impossible de supprimer l'utilisateur.");
    expect(errorMessage('adminRole', http(404, { detail: 'Pas trouvé.' }))).toBe(
      'Impossible de mettre à jour le rôle.',
    );
  });

  it('fallbacks', () => {
    expect(errorMessage('adminInvite', http(500))).toBe('Une erreur est survenue.');
    expect(errorMessage('adminDelete', http(500))).toBe("Impossible de supprimer l'utilisateur.");
    expect(errorMessage('adminRole', network)).toBe('Impossible de mettre à jour le rôle.');
    expect(errorMessage('adminImpersonate', http(500))).toBe(
      "Une erreur est survenue lors de la tentative d'impersonation.",
    );
    expect(errorMessage('adminListLoad', http(403))).toBe('Impossible de charger la liste des utilisateurs.');
  });

  it('a missing saved admin token is the critical error, whatever the situation', () => {
    for (const situation of ['stopImpersonation', 'adminImpersonate'] as const) {
      expect(errorMessage(situation, missingAdminToken)).toBe(
        "Erreur critique: Le token de l'administrateur est manquant.",
      );
    }
    expect(errorMessage('stopImpersonation', network)).toBe('Une erreur est survenue.');
  });
});

const situations: ErrorSituation[] = [
  'login',
  'googleLogin',
  'googleWidget',
  'googleRegister',
  'invitation',
  'registration',
  'zonesLoad',
  'zoneCreate',
  'zoneDelete',
  'sectorLoad',
  'sectorGenerate',
  'streetUpdate',
  'geocode',
  'favoritesLoad',
  'favoritesCreate',
  'favoritesUpdate',
  'favoritesDelete',
  'eventsLoad',
  'eventsCreate',
  'eventsUpdate',
  'eventsDelete',
  'contactsLoad',
  'noteSave',
  'noteUpdate',
  'noteDelete',
  'adminInvite',
  'adminDelete',
  'adminRole',
  'adminImpersonate',
  'adminListLoad',
  'stopImpersonation',
];

it('every text of the errors catalogue is produced for some situation and failure', () => {
  const failures = [http(400), http(404), http(410), http(500), network, invalidAnswer, missingAdminToken];
  const produced = situations.flatMap((situation) =>
    failures.map((failure) => errorMessage(situation, failure)),
  );
  // Templates and labels are checked through the texts that use them, in the tests above.
  const standalone = Object.entries(errors).filter(([, message]) => !message.includes('{'));
  const labels = ['Email', 'Mot de passe', 'Prénom', 'Nom', 'Ville'];
  const missing = standalone
    .filter(([, message]) => !labels.includes(message))
    .filter(([, message]) => !produced.some((text) => text.includes(message)))
    .map(([key]) => key);
  expect(missing).toEqual([]);
});
