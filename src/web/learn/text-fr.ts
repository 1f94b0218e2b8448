/** The Learn pages' words in French (the keys are English's, text-en.ts). */
import type { LearnText } from './text-en.js';

export const fr: LearnText = {
  learnTitle: 'Apprendre l’Othello',
  learnIntro:
    '{lessons} courtes leçons, du premier coup à la finale. Chacune a des plateaux vivants, les repères du coach et un exercice que la page corrige pour vous.',
  lessonsDone: '{done} leçon(s) terminée(s) sur {total}',
  lessonNumber: 'Leçon {n}',
  lessonDone: 'terminée',
  allLessons: 'Toutes les leçons',
  nextLesson: 'Suite : {title}',
  faqLink: 'Les questions des débutants',
  puzzlesLink: 'Problèmes de finale',
  exercise: 'Exercice',
  check: 'Vérifier',
  clear: 'Effacer',
  showAnswer: 'Voir la réponse',
  setBack: 'Revenir au début',
  solved: 'Résolu',
  checking: 'Le solveur vérifie…',
  solverFailed: 'Le solveur est injoignable. Réessayez.',
  answerLabel: 'Votre réponse',
  noticeLessons: 'Votre progression dans les leçons était illisible et a été remise à zéro.',
  occupied: '{square} porte déjà un pion : choisissez une case vide.',
  illegal: '{square} n’est pas un coup possible : il n’encadre aucun pion adverse.',
  demoCounts:
    'Pions {discBlack}–{discWhite} · coups {moveBlack}–{moveWhite} · définitifs {stableBlack}–{stableWhite}',
  first: 'Début',
  back: 'Reculer',
  forward: 'Avancer',
  last: 'Fin',
  lessons: {
    rules: {
      title: 'Le plateau, le départ et les retournements',
      summary: 'Comment jouer un coup, et quels pions il retourne.',
      text: {
        board: [
          'L’Othello se joue sur un plateau de 8 cases sur 8. Les colonnes portent les lettres a à h de gauche à droite, les lignes les numéros 1 à 8 de haut en bas : chaque case a donc un nom, a1 pour le coin en haut à gauche, h8 pour celui en bas à droite.',
          'La partie commence avec quatre pions au centre : Blanc en d4 et e5, Noir en d5 et e4. Noir joue le premier, puis chacun joue à son tour.',
        ],
        flip: [
          'Jouer, c’est poser un pion de sa couleur sur une case vide de sorte que, dans au moins une direction, une rangée continue de pions adverses aille de ce pion jusqu’à un autre de vos pions. La rangée peut être horizontale, verticale ou diagonale.',
          'Chaque rangée ainsi encadrée est retournée, toutes en même temps : un coup qui encadre dans trois directions gagne les trois rangées. Une case qui n’encadre rien n’est pas un coup possible, même si elle touche des pions adverses.',
        ],
        chain: [
          'Seuls les pions encadrés par le pion posé se retournent. Un pion qui vient d’être retourné ne retourne rien à son tour, même s’il ferme maintenant une rangée : il n’y a pas de réaction en chaîne.',
        ],
      },
      demos: {
        start:
          'Le départ. Les petits pions en haut d’une case montrent qui pourrait y jouer maintenant. Essayez l’un des quatre coups de Noir, puis une réponse de Blanc.',
      },
      exercises: {
        most: {
          prompt: 'Noir joue. Jouez le coup qui retourne le plus de pions blancs.',
          right: 'Oui : {square} retourne {n} pions sur {lines} rangées à la fois.',
          wrong:
            '{square} n’en retourne que {n}. Un coup en retourne {best} : cherchez une case qui encadre des pions blancs dans plus d’une direction.',
          answer: '{square} retourne {n} pions sur {lines} rangées ; tout autre coup en retourne moins.',
        },
        which: {
          prompt:
            'Noir joue g4, la case entourée. Choisissez chaque pion qui se retourne, puis appuyez sur Vérifier.',
          right:
            'Exact : g4 retourne {all}. Et f6 reste blanc, bien qu’il soit maintenant entre f5 et f7 : un pion qui vient d’être retourné n’en retourne jamais d’autres.',
          bait: 'Pas f6 : il n’est entre deux pions noirs que parce que f5 vient d’être retourné. Les pions retournés ne retournent rien, f6 reste donc blanc.',
          extra:
            '{extra} : aucune rangée continue de pions blancs ne va de g4 jusqu’à un autre pion noir en passant par lui.',
          missing:
            'Pas encore tous : il en manque {count}. Suivez chacune des huit directions depuis g4 et arrêtez-vous au premier pion noir.',
          answer: 'g4 retourne {all} : f4 est entre g4 et e4, f5 entre g4 et e6. f6 reste blanc.',
        },
      },
    },
    ending: {
      title: 'Passer, la fin et le score',
      summary: 'Ce qui se passe quand personne ne peut jouer, et comment on compte.',
      text: {
        pass: [
          'Si vous n’avez aucun coup possible, vous passez et votre adversaire rejoue. Vous ne pouvez passer que dans ce cas : tant que vous avez un coup, vous devez jouer, même un coup qui ne vous plaît pas.',
          'Wedge passe pour vous et l’annonce : vous ne pouvez donc pas passer par erreur.',
        ],
        end: [
          'La partie est finie quand aucun des deux camps ne peut jouer. En général le plateau est alors plein ; parfois des cases restent vides parce qu’aucune couleur ne peut s’en servir, ou une couleur n’a plus de pions.',
          'Le plus de pions gagne. En tournoi, les cases vides vont au gagnant (Wedge suit cette règle de la Fédération mondiale d’Othello pour ses scores) : le score d’une partie finie fait donc toujours 64 au total.',
        ],
        ties: [
          'À nombre égal, c’est une égalité. En tournoi les cases vides sont alors partagées : une égalité avec deux cases vides compte 32–32.',
        ],
      },
      demos: {},
      exercises: {
        pass: {
          prompt: 'Ici, c’est à Noir de jouer. Que se passe-t-il ?',
          'option-pass': 'Noir passe et Blanc rejoue',
          'option-play': 'Noir joue quelque part',
          'option-over': 'La partie est finie',
          right:
            'Exact : aucune case vide n’encadre de pion blanc pour Noir, Noir passe donc. Blanc a {moves} coups, la partie continue.',
          'wrong-play':
            'Regardez encore : aucune case vide n’encadre de pion blanc pour Noir. Sans coup possible, Noir doit passer.',
          'wrong-over':
            'Pas encore : Blanc a encore {moves} coups possibles. Une partie ne finit que quand aucun camp ne peut jouer.',
          answer: 'Noir n’a aucun coup et passe ; Blanc, avec {moves} coups, rejoue.',
        },
        score: {
          prompt: 'Cette partie est finie. Quel est le score selon la règle des tournois ?',
          'option-raw': '{raw}',
          'option-tournament': '{tournament}',
          'option-loser': '{loser}',
          right: 'Exact : {raw} sur le plateau, et les {empty} cases vides vont au gagnant : {tournament}.',
          'wrong-raw':
            '{raw} est le compte sur le plateau. La règle des tournois ajoute les {empty} cases vides aux pions du gagnant.',
          'wrong-loser': 'Les cases vides vont au gagnant, pas au perdant : {tournament}.',
          answer:
            'Le plateau montre {raw} ; avec les {empty} cases vides données au gagnant, le score est {tournament}.',
        },
      },
    },
    notation: {
      title: 'Notation et feuilles de partie',
      summary: 'Lire et écrire une partie, avec une partie des championnats du monde 1992.',
      text: {
        squares: [
          'Un coup s’écrit avec le nom de sa case : f5, c’est la colonne f, ligne 5. Une partie entière devient alors une liste, f5d6c3d3c4…, en commençant par le premier coup de Noir, et chacun peut la rejouer.',
          'En tournoi, on note les parties sur une feuille de partie : un plateau dessiné sur papier où chaque case reçoit le numéro du coup joué là. Les quatre cases du centre n’ont pas de numéro, un passe non plus : les numéros comptent donc les pions posés, pas les tours.',
        ],
        sheet: [
          'Pour lire une feuille, on cherche les numéros dans l’ordre : 1, 2, 3 et ainsi de suite. Les couleurs alternent, Noir sur les numéros impairs au début, jusqu’à un passe : une couleur joue alors deux numéros de suite.',
        ],
        list: [
          'Écrire une partie, c’est la même chose dans l’autre sens : prenez les numéros dans l’ordre et notez le nom de chaque case.',
        ],
      },
      demos: {},
      exercises: {
        read: {
          prompt:
            'Voici la même partie après 12 coups, Noir au trait. Trouvez 13 sur la feuille et cliquez sur sa case sur le plateau.',
          right: 'Exact : le coup 13 était {want}.',
          wrong:
            'Le coup 13 n’est pas en {square}. Trouvez 13 sur la feuille : la lettre de sa colonne est en haut, le numéro de sa ligne sur le côté.',
          answer: '13 est dans la colonne b, ligne 4 : Noir a joué {want}.',
        },
        write: {
          prompt: 'Écrivez les huit premiers coups de cette partie sous forme de liste, comme f5d6…',
          right: 'Exact : {list}.',
          wrong: 'Le coup {n} est {got} dans votre liste, mais la feuille a {n} en {want}.',
          short: 'Juste jusque-là, mais cela fait {got} coups ; l’exercice en demande {n}.',
          long: 'Seulement les {n} premiers coups, s’il vous plaît.',
          unreadable:
            '« {text} » ne se lit pas comme une liste de coups : écrivez des cases comme f5, à la suite.',
          answer: 'Les huit premiers coups sont {list}.',
        },
      },
    },
    fallacy: {
      title: 'Pourquoi prendre des pions fait perdre',
      summary: 'L’illusion du maximum de pions, et comment peu de pions peuvent gagner.',
      text: {
        idea: [
          'Les débutants retournent autant de pions qu’ils le peuvent. On a l’impression de gagner, mais seul le compte final décide, et d’ici là les pions changent de camp encore et encore.',
          'Pire : beaucoup de pions donnent beaucoup de coups à l’adversaire, car chacun de vos pions est une cible à encadrer. Peu de pions vous laissent le choix, et peu ou pas de coups à l’adversaire.',
        ],
        why: [
          'Un camp sans coup possible doit passer. Si vous laissez votre adversaire sans coup, vous jouez deux fois de suite, et c’est vous qui décidez quels pions prendre, et quand.',
        ],
      },
      demos: {
        game: 'La partie de la leçon sur la notation, Penloup–Juhem, après le coup 45 : Noir a bien plus de pions que Blanc, mais bien moins de coups. Blanc a gagné 44–20.',
      },
      exercises: {
        win: {
          prompt: 'Noir n’a que 9 pions contre 45 blancs, et c’est à lui de jouer. Trouvez le coup gagnant.',
          right:
            'Oui : {square} gagne de {score} avec un jeu parfait des deux côtés. Blanc manque de coups et doit laisser à Noir les cases que Noir veut.',
          wrong: '{square} gagne aussi, de {score}, mais le meilleur coup gagne de {best}.',
          loses:
            '{square} retourne {flips} pions, et ensuite Blanc peut tenir Noir à {score} : une défaite. Le meilleur coup gagne de {best}.',
          answer: '{square} gagne de {best} : un coup calme qui prive Blanc de coups.',
        },
      },
    },
    corners: {
      title: 'Les coins et les pions définitifs',
      summary: 'Des pions qu’on ne peut plus retourner, et d’où ils viennent.',
      text: {
        corner: [
          'Un pion dans un coin ne peut jamais être retourné : aucune ligne ne traverse un coin avec des cases des deux côtés. Les coins sont les premiers pions définitifs d’une partie.',
          'Depuis un coin, la stabilité s’étend : un pion de bord à côté de votre coin ne peut pas être retourné le long de ce bord, et ainsi de suite le long de la rangée.',
        ],
        stable: [
          'Un pion définitif est un pion qu’aucune suite de coups ne peut retourner. Sur chacune des quatre lignes qui le traversent, un pion est à l’abri si la ligne est pleine, si le plateau s’arrête d’un côté, ou si son voisin sur cette ligne est un pion définitif de sa couleur. À l’abri sur les quatre lignes, il est définitif.',
          'Les pions définitifs compteront à la fin quoi qu’il arrive ; tous les autres ne sont que prêtés.',
        ],
      },
      demos: {
        game: 'La partie de la leçon sur la notation, Penloup–Juhem, après le coup 45 : Noir vient de prendre a1, et les losanges marquent les pions définitifs.',
      },
      exercises: {
        stable: {
          prompt:
            'Choisissez chaque pion noir définitif, que Noir ne peut plus perdre, puis appuyez sur Vérifier.',
          right:
            'Exact : {all}. Le coin a8 les tient tous : chacun est à l’abri sur chaque ligne, par le bord ou par un voisin définitif.',
          extra:
            '{extra} : une ligne qui passe par lui a encore des cases vides des deux côtés, Blanc pourrait donc l’encadrer un jour.',
          missing:
            'Pas encore tous : il en manque {count}. Suivez les bords depuis le coin, puis cherchez les pions tenus sur chaque ligne par des voisins définitifs.',
          answer:
            'Les pions noirs définitifs sont {all} : le coin a8, les pions le long de ses bords et ceux qu’ils tiennent entre eux.',
        },
      },
    },
    'x-c': {
      title: 'Les cases X et C',
      summary: 'Les cases voisines d’un coin vide, et pourquoi elles sont dangereuses.',
      text: {
        squares: [
          'Tant qu’un coin est vide, les cases qui l’entourent sont risquées. Celle qui le touche en diagonale (b2, g2, b7, g7) est la case X ; les deux qui le touchent sur les bords (b1 et a2 pour a1, et ainsi de suite) sont les cases C.',
          'Un de vos pions sur une case X offre le coin à l’adversaire dès que la diagonale derrière lui porte un de ses pions, et comme le centre se remplit tôt, cela arrive vite.',
        ],
        isolated: [
          'Une case C n’est pas toujours une erreur : tout dépend de ce qui se trouve à côté d’elle sur son bord. Une case C isolée, séparée de vos autres pions de bord par une case vide, peut être attaquée depuis cette case vide : l’adversaire y joue, et le coin est à lui quoi que vous fassiez ensuite.',
          'Une case C qui prolonge une rangée de vos propres pions le long du bord, c’est autre chose : l’adversaire n’a aucune case vide entre elle et vos pions d’où attaquer, et le coin reste fermé. Le livret de la fédération le montre avec b1 : isolée, elle appelle la réponse c1 et a1 tombe ; à côté des pions noirs en c1, d1 et e1, elle ne donne rien.',
        ],
        trap: [
          'La case X cache un piège facile à manquer. Un pion en b7 avec a8 vide paraît sûr tant que l’adversaire n’a aucun pion sur la grande diagonale derrière lui (c6, d5, e4 et la suite). Mais un coup joué ailleurs peut retourner l’un de ces pions de la diagonale, et si vous ne pouvez pas le reprendre, a8 est à l’adversaire.',
          'L’exemple du livret : Noir a joué b7 ; Blanc joue d8, qui retourne d5 par la colonne d ; Noir n’a aucun moyen de reprendre d5, et Blanc prend a8 au coup suivant.',
        ],
        when: [
          'Une case C est moins dangereuse, puisque le coin ne peut alors être pris que le long du bord, mais elle coûte souvent le coin aussi. Ne jouez à côté d’un coin vide que si vous avez vérifié que l’adversaire ne peut pas y répondre, ou si tout le reste est pire.',
        ],
      },
      demos: {
        game: 'La partie de la leçon sur la notation, Penloup–Juhem, après le coup 36 : Blanc vient de jouer b2, la case X du coin vide a1. Neuf coups plus tard, Noir a pris a1.',
        alone:
          'Noir joue. Ici, b1 serait isolée, avec c1 vide à côté. Jouez b1 pour Noir, puis c1 pour Blanc : quoi que Noir fasse ensuite, Blanc peut prendre a1.',
        trapped:
          'La position après a6 de Blanc : c6, sur la diagonale derrière b7, est devenu blanc, et aucun coup de Noir ne le reprend. Essayez les réponses de Noir : après chacune, Blanc peut prendre a8.',
      },
      exercises: {
        connected: {
          prompt: 'Noir joue, avec trois cases C parmi ses coups. Trouvez le meilleur coup.',
          right:
            'Oui : {square} rejoint les pions noirs {run} sur le bord, et Blanc n’a aucun accès au coin voisin. Avec un jeu parfait, il finit {score}.',
          alone:
            '{square} est isolée sur son bord : Blanc répond {reply}, et {corner} est à Blanc quoi que fasse Noir. Ce coup finit {score} ; le meilleur finit {best}.',
          given:
            '{square} laisse Blanc prendre {corner} tout de suite. Ce coup finit {score} ; le meilleur finit {best}.',
          wrong: '{square} finit {score} avec un jeu parfait ; le meilleur coup finit {best}.',
          answer:
            '{square} : il rejoint les pions noirs {run} sur le bord et finit {best} avec un jeu parfait.',
        },
        trap: {
          prompt:
            'Blanc joue. Le pion noir en b7 touche le coin vide a8. Trouvez le coup après lequel a8 est à Blanc, quelle que soit la réponse de Noir.',
          right:
            'Oui : {square} retourne {flipped} sur la diagonale derrière b7, et Noir ne peut pas le reprendre : {corner} est le prochain coup de Blanc. Avec un jeu parfait, {square} finit {score}, aussi bien que n’importe quel coup ici.',
          back: '{square} retourne {flipped} sur la diagonale, mais Noir peut répondre de façon à garder {corner} fermé.',
          wrong:
            'Après {square}, Noir peut répondre de sorte que Blanc ne puisse toujours pas prendre {corner}.',
          answer:
            '{square} : il retourne {flipped} sur la diagonale derrière b7, et {corner} est le prochain coup de Blanc quoi que fasse Noir ({score} avec un jeu parfait).',
        },
        safe: {
          prompt: 'Noir joue. Choisissez un coup après lequel Blanc ne peut prendre aucun coin.',
          right: 'Bien : après {square}, Blanc n’a toujours aucun coin à prendre.',
          wrong: 'Après {square}, Blanc peut prendre {corner}.',
          answer:
            '{square} : après chacun de ces coups, Blanc n’a aucun coup dans un coin. Les autres coups en ouvrent chacun un.',
        },
      },
    },
    edges: {
      title: 'Les bords et les insertions',
      summary: 'Les pions de bord, les trous pairs et impairs, et l’insertion.',
      text: {
        edges: [
          'Un pion de bord ne peut être retourné que le long de son bord : il est donc plus difficile à perdre qu’un pion du centre. Mais un bord engage pour longtemps : il décide qui pourra atteindre les coins à ses deux bouts.',
          'Une insertion, c’est un pion joué dans un trou d’un bord, entre deux pions de l’autre couleur. Rien le long du bord ne peut l’encadrer, puisque ses deux voisins là sont adverses, et il peut couper le bord adverse pour de bon.',
        ],
        gaps: [
          'La taille d’un trou décide qui peut s’y insérer. Un trou d’une ou de trois cases entre deux pions d’une même couleur est impair : on ne peut pas le remplir par paires, et l’autre camp peut y entrer. Un trou de deux cases est pair : son propriétaire peut en général répondre à un coup là dans l’autre case.',
        ],
      },
      demos: {
        game: 'La partie de la leçon sur la notation, Penloup–Juhem, après le coup 30 : e1 est un trou d’une case entre les pions blancs d1 et f1, et Noir peut y jouer (l’insertion). Noir l’a fait au coup 31.',
      },
      exercises: {
        wedge: {
          prompt: 'Noir joue. Trouvez le coup qui s’insère dans un bord blanc.',
          right:
            'Oui : {square} est entre deux pions blancs sur le bord, là où aucun coup le long du bord ne peut le retourner.',
          wrong:
            '{square} n’est pas une insertion : une insertion se joue dans un trou d’un bord, entre deux pions blancs.',
          answer: '{square} est l’insertion : un trou d’une case entre deux pions blancs dans la colonne h.',
        },
      },
    },
    mobility: {
      title: 'La mobilité',
      summary: 'Compter les coups, et ne laisser que de mauvais coups à l’adversaire.',
      text: {
        count: [
          'Votre mobilité, c’est le nombre de vos coups possibles. Avec beaucoup de coups, vous pouvez en choisir un bon ; avec peu, il ne vous en restera peut-être bientôt que de mauvais, comme une case voisine d’un coin vide.',
          'La mobilité potentielle compte les cases vides voisines des pions adverses : les endroits où vos coups pourront apparaître plus tard.',
        ],
        force: [
          'Les bons joueurs choisissent donc des coups qui laissent peu de réponses à l’adversaire, et si possible seulement de mauvaises. Compter les coups de l’adversaire après chacun des vôtres est la façon la plus simple de le voir.',
        ],
      },
      demos: {
        game: 'La partie de la leçon sur la notation, Penloup–Juhem, après le coup 45 : Noir mène en pions mais a bien moins de coups que Blanc.',
      },
      exercises: {
        restrict: {
          prompt: 'Noir joue. Quel coup laisse à Blanc le moins de coups possibles ?',
          right: 'Oui : après {square}, Blanc ne peut jouer que {moves}.',
          wrong: 'Après {square}, Blanc a {n} coups possibles. Un coup ne lui en laisse que {best}.',
          answer: '{square} : Blanc ne peut ensuite jouer que {moves}.',
        },
      },
    },
    frontier: {
      title: 'Pions frontières et coups calmes',
      summary: 'Les pions voisins de cases vides, et les coups qui n’en ajoutent pas.',
      text: {
        frontier: [
          'Un pion frontière est un pion voisin d’au moins une case vide. C’est autour de vos pions frontières que l’adversaire trouve ses coups : chaque case vide à côté d’eux est un endroit où jouer.',
          'Une bonne position a souvent peu de pions frontières à soi et beaucoup chez l’adversaire : vos pions à l’abri derrière un mur, les siens éparpillés.',
        ],
        quiet: [
          'Un coup calme retourne peu de pions, tous à l’intérieur de votre propre mur, et ne crée pas de nouvelle frontière. Il ne donne rien de neuf à l’adversaire.',
        ],
      },
      demos: {
        game: 'La partie de la leçon sur la notation, Penloup–Juhem, après le coup 45 : les anneaux en tirets marquent les pions frontières. Les nombreux pions frontières noirs ont donné beaucoup de coups à Blanc.',
      },
      exercises: {
        quiet: {
          prompt:
            'Noir joue. Trouvez le coup le plus calme : celui qui laisse à Noir le moins de pions frontières.',
          right:
            'Oui : après {square}, Noir a {n} pions frontières, moins que les {before} actuels. Il retourne des pions déjà entourés.',
          wrong:
            'Après {square}, Noir a {n} pions frontières ; le coup le plus calme n’en laisse que {best}.',
          answer: 'Après {square}, Noir a {n} pions frontières, moins qu’après tout autre coup.',
        },
      },
    },
    parity: {
      title: 'Parité, régions et temps',
      summary: 'Qui obtient le dernier coup dans chaque coin de la finale.',
      text: {
        regions: [
          'Vers la fin, les cases vides se séparent en régions : des groupes de cases vides qui se touchent. Celui qui joue le dernier coup d’une région y gagne en général le plus, car rien ne peut plus retourner ce dernier pion.',
          'La parité, c’est le compte qui en découle. Avec un nombre pair de cases vides et des coups alternés, c’est le joueur qui n’est pas au trait qui joue le tout dernier coup, si personne ne passe. On joue donc d’abord dans les régions d’un nombre impair de cases et on garde les paires pour plus tard : on conserve ainsi le dernier coup dans chacune.',
        ],
        tempo: [
          'Le temps, c’est la même idée à l’intérieur d’une région : un coup d’attente qui change peu de chose pour vous mais oblige l’adversaire à jouer et à ouvrir quelque chose. Un passe change aussi la parité, c’est pourquoi en imposer un est si fort.',
        ],
        waiting: [
          'Un temps se gagne ou se perd coup par coup. Quand aucun des deux camps ne veut ouvrir une nouvelle partie de l’othellier, celui qui joue le dernier coup utile d’une région oblige l’autre à jouer ailleurs le premier, et donc à céder quelque chose. Un coup qui change peu et attend ce moment est un coup d’attente.',
          'Comparez donc deux coups d’une même région par ce qui vient après eux, non par ce qu’ils retournent : après l’un, l’adversaire doit quitter la région ; après l’autre, il y répond et c’est vous qui devez la quitter. Le livret de la fédération fait cette comparaison sur un bord sud, entre c8 et d7.',
        ],
      },
      demos: {
        game: 'La partie de la leçon sur la notation, Penloup–Juhem, après le coup 50 : les régions rayées sont impaires, les pointillées paires.',
        tempo:
          'Noir joue. La petite région du sud-est contient g8, h6, h7 et h8, et Noir peut y jouer h6 ou g8. Essayez chacun, avec la meilleure réponse de Blanc.',
      },
      exercises: {
        tempo: {
          prompt:
            'Noir joue. Des deux coups de la région sud-est, lequel garde le temps, de sorte que Blanc doive ouvrir une autre région le premier ?',
          'option-h6': 'h6',
          'option-g8': 'g8',
          right:
            'Oui : après {square}, le jeu parfait donne {line}, puis Blanc doit jouer ailleurs le premier ({outside}) ; la partie finit {score}. Après {other}, le jeu donne {otherLine} et Noir doit quitter la région ({otherOutside}) ; elle finit {otherScore}.',
          wrong:
            'Après {square}, le jeu parfait donne {line}, et c’est Noir qui doit alors ouvrir une autre région ({outside}) : la partie finit {score}. {other} garde le temps et finit {otherScore}.',
          answer:
            '{square} : après lui, le jeu parfait donne {line} et Blanc doit ouvrir une autre région le premier ({outside}). La partie finit {score}.',
        },
        odd: {
          prompt: 'Blanc joue, il reste cinq cases. Jouez dans la région impaire.',
          right:
            'Oui : {square} est dans la région de {size} cases. Blanc y garde le dernier coup et, avec un jeu parfait, gagne de 10.',
          wrong:
            '{square} est dans une région de {size} cases, une région paire. Jouez d’abord dans la région impaire pour garder le dernier coup.',
          answer:
            '{square} est le seul coup dans la région de {size} cases. Il gagne de 10 avec un jeu parfait ; h8 ne gagne que de 4, et g8 perd.',
        },
      },
    },
    thumb: {
      title: 'Les règles empiriques et leurs limites',
      summary:
        'Pourquoi une table de valeurs des cases et « retourner peu » sont des habitudes, pas des lois.',
      text: {
        table: [
          'Les coins sont bons, les cases X et C mauvaises, les bords corrects, le centre neutre : une table de valeurs pour chaque case, c’est ainsi que commencent beaucoup de joueurs, et c’est exactement ainsi que le niveau Moyen de Wedge choisit ses coups. Elle bat facilement le jeu au hasard.',
          'Mais une case n’a pas de valeur fixe. La même case est bonne ou mauvaise selon ce qui l’entoure : une case C à côté de vos propres pions de bord est sûre, un coin pris trop tôt peut coûter son bord, une case X peut être le meilleur coup quand le coin derrière elle ne compte plus. Une table ne voit rien de tout cela.',
        ],
        fewest: [
          '« Retournez le moins de pions possible » est un bon conseil en ouverture et en milieu de partie : peu de pions retournés, c’est peu de nouveaux pions frontières et peu de nouveaux coups pour l’adversaire. C’est une habitude, pas une règle. Ce qui compte, c’est ce que le coup laisse derrière lui, et vers la fin un coup qui retourne beaucoup de pions peut être le seul moyen de les garder.',
        ],
      },
      demos: {
        table:
          'Noir joue. Une table de valeurs des cases met h1 au plus haut : c’est un coin. Essayez-le, puis essayez h2 à côté.',
        fewest:
          'Noir joue, près de la fin : chaque coup laisse Blanc entrer en h1. d2 retourne un seul pion, h5 en retourne six. Jouez chacun, avec les réponses de Blanc, et regardez les anneaux des pions frontières.',
      },
      exercises: {
        table: {
          prompt: 'Noir joue. Une table de valeurs des cases prendrait le coin h1. Trouvez le meilleur coup.',
          right:
            'Oui : {square} finit {score} avec un jeu parfait, mieux que le coin {favourite} que préfère la table.',
          table:
            '{square} est le choix de la table, un coin ; avec un jeu parfait il finit {score}, alors que le meilleur coup finit {best}.',
          wrong: '{square} finit {score} avec un jeu parfait ; le meilleur coup finit {best}.',
          answer:
            '{square} finit {best} : une case que la table note mal bat le coin {favourite} qu’elle préfère.',
        },
        fewest: {
          prompt:
            'Noir joue, près de la fin. Chaque coup laisse Blanc entrer en h1. Trouvez le meilleur coup.',
          right:
            'Oui : {square} retourne {flips} pions, bien plus que le coup le plus discret, {fewest}, et avec un jeu parfait il finit {score}, le mieux que Noir puisse faire ici.',
          quietest:
            '{square} ne retourne que {flips} pion(s), le moins de tous les coups, et pourtant il finit {score} avec un jeu parfait ; le meilleur coup finit {best}.',
          wrong: '{square} finit {score} avec un jeu parfait ; le meilleur coup finit {best}.',
          answer:
            '{square} : il retourne {flips} pions et finit {best}, mieux que le coup le plus discret, {fewest}.',
        },
      },
    },
    sacrifice: {
      title: 'Donner un coin',
      summary: 'Quand céder un coin rapporte, et quand il ne le faut pas.',
      text: {
        give: [
          'Un coin vaut beaucoup, mais pas tout. Parfois, le céder est le meilleur coup : c’est peut-être le seul moyen d’éviter pire, de gagner un temps ou de récupérer un autre coin en échange.',
          'Le livret de la fédération le montre avec un bord de cinq pions. Le camp qui donne le coin en jouant une case X s’insère aussitôt sur ce bord, et prend deux coins pour celui qu’il a donné.',
        ],
        keep: [
          'Alors, quand ne pas le faire ? Quand ce que vous obtenez vaut moins que ce que le coin apporte à l’adversaire : un coin rend définitifs les pions de ses bords et donne à son propriétaire des coups tranquilles le long de ceux-ci. Avant d’en céder un, comptez ce que vous recevez en échange, et cherchez d’abord un coup qui ne donne rien.',
        ],
      },
      demos: {
        give: 'Noir joue, près de la fin. Jouez g2, la case X du coin vide h1, puis prenez h1 pour Blanc : voyez ce que Noir peut jouer ensuite, et comparez avec un coup qui garde le coin fermé, comme h7.',
        keep: 'Noir joue, près de la fin. Jouez e2, puis h1 pour Blanc, et regardez le bord nord devenir blanc ; puis remettez l’othellier et essayez b1.',
      },
      exercises: {
        give: {
          prompt: 'Noir joue, près de la fin. Trouvez le meilleur coup.',
          right:
            'Oui : {square} donne {corner} à Blanc, et c’est pourtant le meilleur coup : avec un jeu parfait il finit {score}, et tous les coups qui gardent les coins fermés finissent plus mal.',
          shut: '{square} garde tous les coins fermés, mais avec un jeu parfait il finit {score} ; le meilleur coup, qui en cède un, finit {best}.',
          wrong: '{square} finit {score} avec un jeu parfait ; le meilleur coup finit {best}.',
          answer:
            '{square} donne {corner} à Blanc et finit {best}, mieux que tout coup qui garde les coins fermés.',
        },
        keep: {
          prompt: 'Noir joue, près de la fin. Trouvez le meilleur coup.',
          right:
            'Oui : {square} tient Blanc à l’écart de tous les coins et finit {score} avec un jeu parfait.',
          given:
            '{square} ouvre {corner} à Blanc : il finit {score}, alors que le meilleur coup finit {best}.',
          wrong: '{square} finit {score} avec un jeu parfait ; le meilleur coup finit {best}.',
          answer:
            '{square} garde les coins fermés et finit {best} ; tous les autres coups en ouvrent un à Blanc.',
        },
      },
    },
    openings: {
      title: 'Les ouvertures',
      summary:
        'Ce que décident les premiers coups, quelques ouvertures nommées, et pourquoi les lignes s’épuisent.',
      text: {
        change: [
          'Un coup d’ouverture change plus que quelques pions. Il décide quelles lignes de pions pourront être prises ensuite, combien de réponses aura l’adversaire, et qui sera le plus près des coins quand les bords se rempliront. Au départ Noir a quatre coups, que la symétrie de l’othellier rend tous équivalents ; Blanc a ensuite trois réponses, et chacune donne à la partie son premier nom.',
          'Les joueurs ont donné un nom aux ouvertures les plus étudiées. En voici quelques-unes, tirées de la liste des ouvertures nommées de Wedge : choisissez-en une et parcourez-la.',
        ],
        names: [
          'Les coups d’une ouverture nommée sont ceux que des joueurs forts ont trouvés bons, et la liste garde le nom de chacune : vous pouvez vous renseigner sur elle et la reconnaître dans vos propres parties. L’analyse nomme l’ouverture de chaque partie qu’elle ouvre.',
        ],
        memory: [
          'Pourquoi ne pas apprendre les ouvertures par cœur, alors ? Parce que les lignes se ramifient vite. Après quatre coups, la partie a pu se dérouler de {perft4} façons différentes, après huit de {perft8}, après dix de {perft10}. Une ligne apprise aide jusqu’à ce que l’adversaire la quitte, souvent au bout de quelques coups ; ensuite, seules les idées vous portent : mobilité, frontière, coins et parité.',
        ],
      },
      demos: {},
      exercises: {
        parallel: {
          prompt:
            'Noir a ouvert en f5. Jouez la réponse de Blanc qui donne l’ouverture Parallèle (« Parallel »).',
          right: 'Oui : f5 {square} est l’ouverture Parallèle.',
          wrong: 'f5 {square} est l’ouverture « {name} », pas la Parallèle.',
          answer: '{square} : f5 {square} est l’ouverture Parallèle.',
        },
      },
    },
    review: {
      title: 'Revoir ses propres parties',
      summary: 'Trouver où une partie s’est jouée, et rejouer ce moment.',
      text: {
        moments: [
          'C’est de ses propres parties qu’on apprend le plus, et les guides pour débutants donnent tous le même conseil : après une partie, revenez en arrière et cherchez les moments qui l’ont décidée. Cherchez-en trois : le coup après lequel l’adversaire a pu prendre un coin, le coup après lequel il vous restait le moins de choix, et le coup qui vous a coûté le plus de pions à la fin.',
          'Voici votre dernière partie terminée contre l’ordinateur, ou une partie d’exemple tant que vous n’en avez pas, revue par le moteur qui revoit les parties dans l’analyse. Elle s’ouvre sur votre coup le plus coûteux : trouvez-en un meilleur.',
        ],
        habit: [
          'Prenez-en l’habitude : après chaque partie, passez une minute sur ses tournants. Un coin cédé, un coup qui ne vous laissait plus de bon choix, une finale jouée dans le mauvais ordre : chacun est une leçon qu’aucun livre ne peut vous donner, parce qu’elle porte sur votre propre jeu.',
        ],
      },
      demos: {},
      exercises: {
        replay: {
          prompt:
            'Coup {move} : vous avez joué {played} ici, et il vous a coûté {loss} pions. Rejouez la décision : trouvez un meilleur coup.',
          right: 'Oui : {square} vaut le meilleur coup que trouve le moteur ici.',
          same: 'C’est le coup que vous avez joué : {square} coûte {loss} pions.',
          wrong: '{square} coûte {loss} pions par rapport au meilleur coup ; cherchez encore.',
          answer: 'Le meilleur ici : {square}. Vous avez joué {played}, qui a coûté {loss} pions.',
        },
      },
    },
    'small-boards': {
      title: 'Les petits plateaux, résolus',
      summary: '4×4 et 6×6 : le second joueur gagne, et Wedge le prouve.',
      text: {
        solved: [
          'L’Othello sur plateau 4×4 et 6×6 est résolu : on connaît le jeu parfait des deux camps, et sur les deux plateaux c’est le second joueur, Blanc, qui gagne.',
          'Le solveur de Wedge prouve le 4×4 ici même, en un instant : il suit chaque variante jusqu’au bout. Parcourez ci-dessous la suite de coups du jeu parfait.',
        ],
        six: [
          'Le plateau 6×6 est bien plus grand. Il a été prouvé pour la première fois en 1993, après deux semaines de calcul, que Blanc y gagne 20–16. Le solveur de Wedge prouve le même écart, {sixMargin} pions, en {sixMinutes} minutes environ du temps d’un cœur de processeur ({sixSeconds} secondes et {sixBillions} milliards de positions, mesurés avec « wedge solve --variant 6x6 » le {sixDate}). Lancez-le ci-dessous pour le regarder travailler ; vous pouvez l’arrêter à tout moment.',
        ],
      },
      demos: {},
      exercises: {
        who: {
          prompt: 'Avec un jeu parfait sur le plateau 4×4, qui gagne ?',
          'option-black': 'Noir, le premier joueur',
          'option-white': 'Blanc, le second joueur',
          'option-tie': 'Personne : égalité',
          right:
            'Exact : le solveur prouve une victoire de Blanc, {white}–{black} sur le plateau, avec {empty} cases vides.',
          wrong: 'Le solveur prouve autre chose : Blanc gagne, {white}–{black}.',
          answer: 'Blanc gagne avec un jeu parfait, {white}–{black}, avec {empty} cases vides.',
        },
      },
    },
    variants: {
      title: 'Variantes : Reversi et Anti-Reversi',
      summary: 'L’ouverture historique, et le jeu où le moins de pions gagne.',
      text: {
        reversi: [
          'L’Othello est une forme moderne du Reversi, un jeu né en Angleterre dans les années 1880. Au Reversi, le plateau commence vide et les quatre premiers pions, deux chacun, se posent sur les quatre cases du centre au choix des joueurs : le centre peut donc commencer croisé, comme à l’Othello, ou en deux paires parallèles.',
          'Wedge connaît trois formes de cette ouverture : les poses simples ; un quatrième pion qui peut être à la place un coup ordinaire avec prise ; et un qui doit prendre dès qu’il le peut. Ensuite, ce sont les règles de l’Othello.',
        ],
        anti: [
          'L’Anti-Reversi renverse le but : le moins de pions à la fin gagne. Les coups sont exactement ceux de l’Othello, mais les coins et les pions définitifs deviennent des fardeaux, et prendre tous les pions de l’adversaire est le pire qui puisse vous arriver.',
        ],
      },
      demos: {},
      exercises: {
        anti: {
          prompt: 'Cette partie d’Anti-Reversi est finie. Qui a gagné ?',
          'option-black': 'Noir',
          'option-white': 'Blanc',
          'option-tie': 'Personne : égalité',
          right:
            'Exact : Noir a {black} pions contre {white} à Blanc, et le moins de pions gagne. En tournoi, les cases vides vont ici au perdant, ce qui donne {tb}–{tw}.',
          wrong:
            'À l’Anti-Reversi le moins de pions gagne : Noir en a {black}, Blanc {white}, Noir a donc gagné.',
          answer:
            'Noir a gagné avec {black} pions contre {white} ; avec les cases vides données au perdant, {tb}–{tw}.',
        },
      },
    },
  },
  transcript: {
    caption:
      'Une partie des championnats du monde 1992 : Penloup (Noir) contre Juhem (Blanc). Parcourez la partie ; la feuille se remplit au fur et à mesure.',
    sheet: 'Feuille de partie',
    at: 'Coup {n} sur {total} : {color} en {square}.',
    start: 'Le départ : aucun coup encore.',
    end: 'Blanc a gagné 44–20. Vers la fin, Noir n’a pas eu de coup deux fois, Blanc a donc joué 56, 57 et 58 à la suite.',
    moveNumber: 'coup {n}',
  },
  proof4: {
    proving: 'Le solveur prouve le 4×4…',
    proven: 'Prouvé : avec un jeu parfait, Blanc gagne {white}–{black} ({tw}–{tb} avec les cases vides).',
    step: 'Coup {n} sur {total}',
    failed: 'Le solveur est injoignable. Réessayez.',
    retry: 'Réessayer',
  },
  proof6: {
    start: 'Prouver le 6×6',
    stop: 'Arrêter',
    running: '{nodes} millions de positions en {seconds} s',
    progressLabel:
      'Part des {sixBillions} milliards de positions qu’il a fallu à la preuve lors de la mesure',
    done: 'Prouvé : avec un jeu parfait, le camp qui commence, Noir, finit à {score} : Blanc gagne.',
    stopped: 'Arrêté après {seconds} s. Relancez pour refaire la preuve depuis le début.',
    failed: 'Le solveur est injoignable. Réessayez.',
  },
  opening: {
    caption:
      'Un plateau vide avec une ouverture du Reversi : choisissez-en une, posez les premiers pions au centre, puis continuez. Avec une règle de retournement, le deuxième pion blanc peut (ou doit) prendre à la place.',
    toPlace: '{color} pose un pion au centre.',
    toMove: 'Au tour de {color}.',
    over: 'La partie est finie.',
  },
  openings: {
    choose: 'Ouvertures nommées',
    line: '{name} : {moves} ({total} coups)',
    replies: '{color} joue : {n} coups légaux.',
  },
  review: {
    loading: 'Recherche de vos parties terminées…',
    reviewing: 'Revue de vos coups : {done} sur {total}',
    progress: 'Avancement de la revue',
    failed: 'La partie n’a pas pu être revue. Réessayez.',
    retry: 'Réessayer',
    sample: 'Une partie d’exemple : vous êtes {color} contre {opponent}. Elle a fini {mine}–{theirs}.',
    yours: 'Votre dernière partie terminée : {color} contre {opponent}. Elle a fini {mine}–{theirs}.',
    moments: 'Les moments de la partie',
    worst: 'Coup le plus coûteux',
    corner: 'Coin cédé',
    squeeze: 'Coups enlevés',
    worstText: 'Coup {move} : vous avez joué {played}, qui a coûté {loss} pions par rapport à {best}.',
    cornerText: 'Coup {move} : {color} a pris {corner}. Votre coup {before}, montré ici, le lui a permis.',
    noCorner: 'Votre adversaire n’a pris aucun coin dans cette partie.',
    squeezeText: 'Coup {move} : le coup de {color} a fait passer vos coups légaux de {before} à {n}.',
    noSqueeze: 'Vous avez toujours eu des coups à choisir dans cette partie.',
    noMistake: 'Le moteur n’a trouvé aucun de vos coups qui perde un pion. Bien joué.',
    analysis: 'Ouvrir la partie dans l’analyse, avec toutes les erreurs',
  },
  firstGame: {
    cornerTaken: 'Vous avez pris le coin {square} : rien ne peut plus le retourner.',
    cornerGiven: 'Attention : après ce coup, l’ordinateur peut prendre {corners}.',
    xSquare: '{square} est la case X du coin vide {corner} : elle peut céder le coin.',
    cSquare: '{square} est une case C à côté du coin vide {corner} : regardez ce qui l’entoure sur le bord.',
    loud: 'Ce coup ajoute {added} pions frontières : autant de points d’appui pour l’ordinateur.',
    quiet: 'Un coup tranquille : il n’ajoute aucun pion frontière.',
    mobility: 'L’ordinateur a maintenant {theirs} coups légaux.',
  },
  faq: {
    title: 'Les questions des débutants',
    intro: 'Des réponses courtes, avec un plateau quand cela aide.',
    show: 'Montrer',
    items: {
      'othello-reversi': {
        q: 'L’Othello et le Reversi, c’est le même jeu ?',
        a: [
          'Presque. Le Reversi est le jeu le plus ancien, né en Angleterre dans les années 1880. Les joueurs y posaient eux-mêmes les quatre premiers pions au centre, et la partie s’arrêtait dès qu’un joueur ne pouvait plus jouer. L’Othello, baptisé au Japon dans les années 1970, commence avec ces quatre pions déjà placés (Blanc en d4 et e5, Noir en d5 et e4), et un joueur sans coup légal passe tandis que l’autre continue : la partie ne s’achève que lorsque aucun des deux ne peut jouer.',
          'Les anciens jeux de Reversi donnaient aussi à chaque joueur 32 pions à lui. À l’Othello les pions sont communs : un joueur qui n’en a plus en prend un dans la réserve de l’autre. Les retournements sont les mêmes dans les deux jeux.',
          'Wedge joue les deux : l’ouverture du Reversi se trouve dans la fenêtre de nouvelle partie, et la leçon sur les variantes la présente.',
        ],
      },
      illegal: {
        q: 'Pourquoi ne puis-je pas jouer sur cette case ?',
        a: [
          'Un coup doit encadrer au moins un pion adverse : une rangée continue de pions adverses entre votre nouveau pion et un autre des vôtres. Toucher un pion adverse ne suffit pas. Si vous cliquez sur une telle case, Wedge explique pourquoi le coup est refusé.',
        ],
        board:
          'Au départ, c3 touche un pion blanc, mais la ligne de c3 par d4 se termine sur le pion blanc e5, pas sur un pion noir : c3 n’est pas un coup pour Noir.',
      },
      lines: {
        q: 'Les diagonales comptent-elles ? Un coup peut-il retourner plusieurs rangées ?',
        a: [
          'Oui aux deux. Les rangées vont dans les huit directions, diagonales comprises, et un coup retourne chaque rangée qu’il encadre, toutes à la fois.',
        ],
        board:
          'Le coup noir d1 encadre des pions blancs dans trois directions à la fois. Appuyez sur Montrer pour le jouer.',
      },
      chain: {
        q: 'Les pions que je retourne en retournent-ils d’autres à leur tour ?',
        a: [
          'Non. Seuls les pions encadrés par le pion que vous posez se retournent. Un pion qui vient d’être retourné n’encadre rien à lui seul, même s’il se trouve maintenant entre deux de vos pions.',
        ],
        board:
          'Noir joue g4 et retourne f4 et f5. f6 se trouve alors entre deux pions noirs mais reste blanc.',
      },
      'choose-flips': {
        q: 'Puis-je choisir quels pions retourner ?',
        a: [
          'Non. Un coup retourne tous les pions qu’il encadre, dans toutes les directions, et aucun autre. Ce que vous choisissez, c’est la case.',
        ],
      },
      'no-move': {
        q: 'Et si je n’ai aucun coup possible ?',
        a: ['Vous passez, et votre adversaire rejoue. Wedge passe pour vous et l’annonce à côté du plateau.'],
        board: 'Noir n’a aucun coup ici : aucune case vide n’encadre de pion blanc. Noir passe.',
      },
      'pass-by-choice': {
        q: 'Puis-je passer alors que j’ai un coup ?',
        a: [
          'Non. On ne peut passer que sans coup possible. Sinon il faut jouer, même si chaque coup fait mal : c’est justement ce que les bons joueurs cherchent à imposer à l’adversaire.',
        ],
      },
      'computer-twice': {
        q: 'Pourquoi l’ordinateur a-t-il joué deux fois de suite ?',
        a: [
          'Parce qu’après son premier coup vous n’aviez aucun coup possible : vous avez passé, et il a rejoué. La page l’annonce à côté du plateau, et la liste des coups montre le passe.',
        ],
        board: 'Si Noir est au trait ici, il doit passer, et Blanc joue deux fois de suite.',
      },
      'early-end': {
        q: 'Une partie peut-elle finir avant que le plateau soit plein ?',
        a: [
          'Oui. Elle finit dès qu’aucun camp ne peut jouer : avec des cases qu’aucune couleur ne peut utiliser, ou quand une couleur n’a plus de pions.',
        ],
        board: 'Personne ne peut jouer en h1 ni en a8 ici : la partie est finie avec deux cases vides.',
      },
      scoring: {
        q: 'Comment compte-t-on, et en cas d’égalité ?',
        a: [
          'On compte les pions : le plus gagne, à nombre égal c’est une égalité. Le score de tournoi donne les cases vides au gagnant et les partage en cas d’égalité. Wedge affiche les deux comptes à la fin d’une partie.',
        ],
        board:
          'Noir 38, Blanc 24 et deux cases vides : Noir gagne 38–24, ou 40–24 selon la règle des tournois.',
      },
      'corner-wins': {
        q: 'Prendre un coin, est-ce gagner ?',
        a: [
          'Non. Un coin vous donne des pions que vous ne perdrez jamais, et souvent davantage le long de ses bords, mais c’est un avantage parmi d’autres. La mobilité et la parité peuvent compter davantage.',
        ],
        board:
          'Blanc tient deux coins et 45 pions, Noir seulement 9, et pourtant Noir, au trait, gagne avec un jeu parfait.',
      },
      'many-early': {
        q: 'Faut-il retourner le plus de pions possible dès le début ?',
        a: [
          'En général non. En ouverture et en milieu de partie, moins de pions signifie souvent plus de coups pour vous et moins pour l’adversaire. La leçon sur l’illusion du maximum de pions explique pourquoi.',
        ],
      },
      levels: {
        q: 'Quelle est la force de chaque niveau ?',
        a: [
          'Facile joue un coup possible au hasard. Moyen choisit la case qui semble la meilleure d’après une table de valeurs des cases, sans calculer plus loin. Difficile calcule {hardDepth} coups à l’avance et joue parfaitement les {hardExact} derniers. Expert réfléchit jusqu’à {expertSeconds} secondes par coup et joue parfaitement les {expertExact} derniers.',
          'Sur des matchs de {ladderGames} parties mesurés avec « wedge match » le {ladderDate}, Moyen a marqué {mediumEasy} % contre Facile, Difficile {hardMedium} % contre Moyen et Expert {expertHard} % contre Difficile.',
        ],
      },
      'which-level': {
        q: 'Quel niveau choisir ?',
        a: [
          'Commencez par Facile : il joue au hasard, vous pouvez donc essayer contre lui les idées des leçons et les voir fonctionner. Passez au niveau suivant quand vous gagnez la plupart de vos parties. Chaque niveau bat nettement celui du dessous (Moyen {mediumEasy} % contre Facile, Difficile {hardMedium} % contre Moyen, Expert {expertHard} % contre Difficile, sur des matchs de {ladderGames} parties) : chaque marche est une vraie marche, attendez-vous à perdre un moment après l’avoir franchie.',
        ],
      },
      accounts: {
        q: 'Faut-il un compte, payer, ou utiliser une IA dans le nuage ?',
        a: [
          'Non. Wedge n’a ni compte, ni paiement, ni serveur à lui : l’ordinateur joue dans votre navigateur, sur votre appareil, et fonctionne hors ligne une fois la page chargée. Rien de ce que vous jouez n’est envoyé nulle part.',
        ],
      },
      'undo-reload': {
        q: 'Que font « Reprendre » et le rechargement de la page ?',
        a: [
          '« Reprendre » annule des coups jusqu’à la dernière position où c’était à vous de jouer, réponse de l’ordinateur comprise ; « Rétablir » les rejoue. Recharger ne fait rien perdre : la partie en cours, ses coups annulés et vos réglages sont gardés dans votre navigateur.',
        ],
      },
      opening: {
        q: 'Existe-t-il une ouverture qui gagne à tous les coups ?',
        a: [
          'Aucune connue. Sur les plateaux 4×4 et 6×6, le jeu parfait est connu et le second joueur gagne (voir la leçon sur les petits plateaux). Pour le 8×8, un calcul publié en 2023 par Hiroki Takizawa indique qu’un jeu parfait des deux camps mène à l’égalité. L’étude des ouvertures distingue les bons coups des mauvais, mais aucun premier coup n’impose la victoire.',
        ],
      },
    },
  },
  puzzles: {
    title: 'Problèmes de finale',
    intro:
      'Des finales tirées de parties entre deux programmes, chacune résolue exactement. Jouez la finale jusqu’au dernier coup contre une défense parfaite : un problème est résolu quand vous atteignez le meilleur score qu’il permet.',
    daily: 'Problème du jour',
    dailySolved: 'résolu aujourd’hui',
    level: 'Niveau {level}',
    range: '{min} à {max} cases vides',
    levelSolved: '{solved} résolu(s) sur {total}',
    streak: 'Résolus d’affilée sans aide : {current} (record {best})',
    dailyStreak: 'Jours d’affilée avec le problème du jour : {current} (record {best})',
    puzzle: 'Problème {level}.{n}',
    open: 'Problème {level}.{n}, {state}',
    stateNew: 'pas encore résolu',
    stateClean: 'résolu',
    stateHelped: 'résolu avec un indice',
    goal: '{color} joue. But : {goal}.',
    goalWin: 'gagner de {n}',
    goalTie: 'une égalité',
    goalLoss: 'perdre de {n} au plus',
    yourMove: 'À vous de jouer.',
    thinking: '{color} répond avec un jeu parfait…',
    hintThinking: 'Recherche du meilleur coup…',
    solvedText: 'Résolu ! Vous avez atteint {final}, le meilleur que permet cette position.',
    missedSlip: 'Après {move}, vous ne pouviez plus atteindre mieux que {reachable} ; le but était {target}.',
    missedFinal: 'La partie s’est terminée à {final} ; le but était {target}.',
    hint: 'Indice',
    hintShown: 'La case entourée est le meilleur coup ici.',
    restart: 'Recommencer',
    next: 'Problème suivant',
    solution: 'Voir la solution',
    solutionText:
      'Le meilleur premier coup est {move} ({score}) ; le deuxième meilleur, {second}, finit à {secondScore}.',
    solutionOnly: 'Le meilleur premier coup est {move} ({score}) ; c’est le seul coup possible.',
    engineFailed: 'Le solveur n’a pas pu répondre.',
    retry: 'Réessayer',
    allPuzzles: 'Tous les problèmes',
    noticeProgress: 'Votre progression dans les problèmes était illisible et a été remise à zéro.',
    unreadable: 'Les problèmes n’ont pas pu être lus : {message}',
    movesPlayed: 'Coups : {moves}',
  },
};
