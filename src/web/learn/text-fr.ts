/** The Learn pages' words in French (the keys are English's, text-en.ts). */
import type { LearnText } from './text-en.js';

export const fr: LearnText = {
  learnTitle: 'Apprendre l’Othello',
  learnIntro:
    'Douze courtes leçons, du premier coup à la finale. Chacune a des plateaux vivants, les repères du coach et un exercice que la page corrige pour vous.',
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
          'À nombre égal, c’est un match nul. En tournoi les cases vides sont alors partagées : un nul avec deux cases vides compte 32–32.',
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
      summary: 'Lire et écrire une partie, avec une finale de championnat du monde.',
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
        game: 'La finale de la leçon sur la notation après le coup 45 : Noir a bien plus de pions que Blanc, mais bien moins de coups. Blanc a gagné 44–20.',
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
        game: 'La finale de la leçon sur la notation après le coup 45 : Noir vient de prendre a1, et les losanges marquent les pions définitifs.',
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
        when: [
          'Une case C est moins dangereuse, puisque le coin ne peut alors être pris que le long du bord, mais elle coûte souvent le coin aussi. Ne jouez à côté d’un coin vide que si vous avez vérifié que l’adversaire ne peut pas y répondre, ou si tout le reste est pire.',
        ],
      },
      demos: {
        game: 'La finale de la leçon sur la notation après le coup 36 : Blanc vient de jouer b2, la case X du coin vide a1. Neuf coups plus tard, Noir a pris a1.',
      },
      exercises: {
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
        game: 'La finale de la leçon sur la notation après le coup 30 : e1 est un trou d’une case entre les pions blancs d1 et f1, et Noir peut y jouer (l’insertion). Noir l’a fait au coup 31.',
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
        game: 'La finale de la leçon sur la notation après le coup 45 : Noir mène en pions mais a bien moins de coups que Blanc.',
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
        game: 'La finale de la leçon sur la notation après le coup 45 : les anneaux en tirets marquent les pions frontières. Les nombreux pions frontières noirs ont donné beaucoup de coups à Blanc.',
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
      },
      demos: {
        game: 'La finale de la leçon sur la notation après le coup 50 : les régions rayées sont impaires, les pointillées paires.',
      },
      exercises: {
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
    'small-boards': {
      title: 'Les petits plateaux, résolus',
      summary: '4×4 et 6×6 : le second joueur gagne, et Wedge le prouve.',
      text: {
        solved: [
          'L’Othello sur plateau 4×4 et 6×6 est résolu : on connaît le jeu parfait des deux camps, et sur les deux plateaux c’est le second joueur, Blanc, qui gagne.',
          'Le solveur de Wedge prouve le 4×4 ici même, en un instant : il suit chaque variante jusqu’au bout. Parcourez ci-dessous la suite de coups du jeu parfait.',
        ],
        six: [
          'Le plateau 6×6 est bien plus grand. Il a été prouvé pour la première fois en 1993, après des semaines de calcul, que Blanc y gagne 20–16. Le solveur de Wedge le prouve sur un cœur en neuf minutes environ (516 secondes et 6,9 milliards de positions, mesurés avec « wedge solve --variant 6x6 »). Lancez-le ci-dessous pour le regarder travailler ; vous pouvez l’arrêter à tout moment.',
        ],
      },
      demos: {},
      exercises: {
        who: {
          prompt: 'Avec un jeu parfait sur le plateau 4×4, qui gagne ?',
          'option-black': 'Noir, le premier joueur',
          'option-white': 'Blanc, le second joueur',
          'option-draw': 'Personne : match nul',
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
          'option-draw': 'Personne : match nul',
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
      'La finale du championnat du monde 1992 : Penloup (Noir) contre Juhem (Blanc). Parcourez la partie ; la feuille se remplit au fur et à mesure.',
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
    progressLabel: 'Part des 6,9 milliards de positions qu’il a fallu à la preuve lors de la mesure',
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
  faq: {
    title: 'Les questions des débutants',
    intro: 'Des réponses courtes, avec un plateau quand cela aide.',
    show: 'Montrer',
    items: {
      'othello-reversi': {
        q: 'L’Othello et le Reversi, c’est le même jeu ?',
        a: [
          'Presque. Le Reversi est le jeu le plus ancien, né en Angleterre dans les années 1880 ; les joueurs y posent eux-mêmes les quatre premiers pions au centre. L’Othello, baptisé au Japon dans les années 1970, commence avec ces quatre pions déjà placés : Blanc en d4 et e5, Noir en d5 et e4. Tout le reste est identique.',
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
          'On compte les pions : le plus gagne, l’égalité est un nul. Le score de tournoi donne les cases vides au gagnant et les partage en cas de nul. Wedge affiche les deux comptes à la fin d’une partie.',
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
          'Sur des matchs de 100 parties mesurés par les développeurs de Wedge, Moyen a marqué 92,5 % contre Facile, Difficile 100 % contre Moyen et Expert 93,5 % contre Difficile.',
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
          'Aucune connue. Sur les plateaux 4×4 et 6×6, le jeu parfait est connu et le second joueur gagne (voir la leçon sur les petits plateaux). Pour le 8×8, un calcul publié en 2023 par Hiroki Takizawa indique qu’un jeu parfait des deux camps mène au match nul. L’étude des ouvertures distingue les bons coups des mauvais, mais aucun premier coup n’impose la victoire.',
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
    goalDraw: 'faire match nul',
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
