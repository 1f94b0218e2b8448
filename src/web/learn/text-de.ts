/** The Learn pages' words in German (the keys are English's, text-en.ts). */
import type { LearnText } from './text-en.js';

export const de: LearnText = {
  learnTitle: 'Othello lernen',
  learnIntro:
    'Zwölf kurze Lektionen, vom ersten Zug bis zum Endspiel. Jede hat lebendige Bretter, die Markierungen des Coachs darauf und eine Übung, die die Seite für dich prüft.',
  lessonsDone: '{done} von {total} Lektionen erledigt',
  lessonNumber: 'Lektion {n}',
  lessonDone: 'erledigt',
  allLessons: 'Alle Lektionen',
  nextLesson: 'Weiter: {title}',
  faqLink: 'Was Anfänger fragen',
  puzzlesLink: 'Endspielaufgaben',
  exercise: 'Übung',
  check: 'Prüfen',
  clear: 'Leeren',
  showAnswer: 'Lösung zeigen',
  setBack: 'Zurücksetzen',
  solved: 'Gelöst',
  checking: 'Der Löser prüft…',
  solverFailed: 'Der Löser war nicht erreichbar. Versuch es noch einmal.',
  answerLabel: 'Deine Antwort',
  noticeLessons: 'Dein Lernfortschritt war unlesbar und wurde zurückgesetzt.',
  occupied: 'Auf {square} liegt schon ein Stein: wähle ein leeres Feld.',
  illegal: '{square} ist kein möglicher Zug: Von dort wird kein gegnerischer Stein eingeschlossen.',
  demoCounts:
    'Steine {discBlack}–{discWhite} · Züge {moveBlack}–{moveWhite} · stabil {stableBlack}–{stableWhite}',
  first: 'Anfang',
  back: 'Zurück',
  forward: 'Vor',
  last: 'Ende',
  lessons: {
    rules: {
      title: 'Brett, Anfang und Umdrehen',
      summary: 'Wie ein Zug gemacht wird und welche Steine er umdreht.',
      text: {
        board: [
          'Othello wird auf einem Brett mit 8 mal 8 Feldern gespielt. Die Spalten heißen von links nach rechts a bis h, die Reihen sind von oben nach unten 1 bis 8 nummeriert. So hat jedes Feld einen Namen: a1 ist die Ecke oben links, h8 die unten rechts.',
          'Am Anfang stehen vier Steine in der Mitte: Weiß auf d4 und e5, Schwarz auf d5 und e4. Schwarz zieht zuerst, danach wird abwechselnd gezogen.',
        ],
        flip: [
          'Bei einem Zug setzt du einen Stein deiner Farbe auf ein leeres Feld, und zwar so, dass in mindestens einer Richtung eine lückenlose Reihe gegnerischer Steine zwischen ihm und einem anderen deiner Steine liegt. Die Reihe kann waagerecht, senkrecht oder diagonal verlaufen.',
          'Jede solche Reihe wird umgedreht, alle zugleich: Schließt ein Zug in drei Richtungen ein, gewinnt er alle drei Reihen. Ein Feld, von dem aus nichts eingeschlossen wird, ist kein Zug, auch wenn es an gegnerische Steine grenzt.',
        ],
        chain: [
          'Umgedreht werden nur die Steine, die der neue Stein einschließt. Ein gerade umgedrehter Stein dreht selbst nichts um, auch wenn er jetzt eine eigene Reihe schließt: Es gibt keine Kettenreaktion.',
        ],
      },
      demos: {
        start:
          'Der Anfang. Die kleinen Steine oben in einem Feld zeigen, wer dort jetzt ziehen könnte. Probier einen der vier Züge von Schwarz, dann eine Antwort von Weiß.',
      },
      exercises: {
        most: {
          prompt: 'Schwarz ist am Zug. Spiel den Zug, der die meisten weißen Steine umdreht.',
          right: 'Genau: {square} dreht {n} Steine in {lines} Reihen zugleich um.',
          wrong:
            '{square} dreht nur {n} um. Ein Zug dreht {best} um: Such ein Feld, das weiße Steine in mehr als einer Richtung einschließt.',
          answer: '{square} dreht {n} Steine in {lines} Reihen um; jeder andere Zug dreht weniger um.',
        },
        which: {
          prompt:
            'Schwarz spielt g4, das markierte Feld. Wähle alle Steine, die umgedreht werden, und drück dann auf Prüfen.',
          right:
            'Richtig: g4 dreht {all} um. Und f6 bleibt weiß, obwohl es jetzt zwischen f5 und f7 liegt: Ein gerade umgedrehter Stein dreht nie andere um.',
          bait: 'Nicht f6: Es liegt nur deshalb zwischen zwei schwarzen Steinen, weil f5 gerade umgedreht wurde. Umgedrehte Steine drehen nichts um, also bleibt f6 weiß.',
          extra:
            '{extra}: Keine lückenlose Reihe weißer Steine führt von g4 darüber zu einem anderen schwarzen Stein.',
          missing:
            'Noch nicht alle: {count} fehlen. Folge jeder der acht Richtungen ab g4 und halte beim ersten schwarzen Stein an.',
          answer: 'g4 dreht {all} um: f4 liegt zwischen g4 und e4, f5 zwischen g4 und e6. f6 bleibt weiß.',
        },
      },
    },
    ending: {
      title: 'Passen, Spielende und Zählung',
      summary: 'Was passiert, wenn niemand ziehen kann, und wie gezählt wird.',
      text: {
        pass: [
          'Hast du keinen möglichen Zug, passt du, und dein Gegner zieht noch einmal. Passen darfst du nur dann: Solange du einen Zug hast, musst du ziehen, auch wenn dir keiner gefällt.',
          'Wedge passt für dich und sagt es an, versehentlich passen kannst du also nicht.',
        ],
        end: [
          'Das Spiel ist vorbei, wenn keine Seite mehr ziehen kann. Meist ist das Brett dann voll; manchmal bleiben Felder leer, weil keine Farbe sie nutzen kann, oder eine Farbe hat keine Steine mehr.',
          'Mehr Steine gewinnen. Turniere geben die leeren Felder dem Sieger (Wedge folgt bei seinen Ergebnissen dieser Regel der World Othello Federation), daher ergibt ein Ergebnis immer zusammen 64.',
        ],
        ties: [
          'Gleich viele Steine sind ein Unentschieden. Nach Turnierregel werden die leeren Felder dann geteilt: Ein Remis mit zwei leeren Feldern wird als 32–32 gewertet.',
        ],
      },
      demos: {},
      exercises: {
        pass: {
          prompt: 'Hier ist Schwarz am Zug. Was passiert?',
          'option-pass': 'Schwarz passt, und Weiß zieht noch einmal',
          'option-play': 'Schwarz zieht irgendwohin',
          'option-over': 'Das Spiel ist vorbei',
          right:
            'Richtig: Kein leeres Feld schließt für Schwarz einen weißen Stein ein, also passt Schwarz. Weiß hat {moves} Züge, das Spiel geht weiter.',
          'wrong-play':
            'Schau noch einmal: Kein leeres Feld schließt für Schwarz einen weißen Stein ein. Ohne möglichen Zug muss Schwarz passen.',
          'wrong-over':
            'Noch nicht vorbei: Weiß hat noch {moves} mögliche Züge. Ein Spiel endet erst, wenn keine Seite ziehen kann.',
          answer: 'Schwarz hat keinen Zug und passt; Weiß mit {moves} Zügen zieht noch einmal.',
        },
        score: {
          prompt: 'Dieses Spiel ist vorbei. Wie lautet das Ergebnis nach Turnierregel?',
          'option-raw': '{raw}',
          'option-tournament': '{tournament}',
          'option-loser': '{loser}',
          right:
            'Richtig: {raw} auf dem Brett, und die {empty} leeren Felder gehen an den Sieger: {tournament}.',
          'wrong-raw':
            '{raw} ist die Zählung auf dem Brett. Die Turnierregel rechnet die {empty} leeren Felder dem Sieger zu.',
          'wrong-loser': 'Die leeren Felder gehen an den Sieger, nicht an den Verlierer: {tournament}.',
          answer:
            'Auf dem Brett steht {raw}; mit den {empty} leeren Feldern für den Sieger lautet das Ergebnis {tournament}.',
        },
      },
    },
    notation: {
      title: 'Notation und Partieformulare',
      summary: 'Partien lesen und aufschreiben, an einem WM-Finale.',
      text: {
        squares: [
          'Ein Zug wird als Name seines Feldes geschrieben: f5 ist Spalte f, Reihe 5. Eine ganze Partie wird so zu einer Liste, f5d6c3d3c4…, der erste Zug von Schwarz zuerst, und jeder kann sie nachspielen.',
          'Auf Turnieren wird auf einem Partieformular mitgeschrieben: ein auf Papier gezeichnetes Brett, in dem jedes Feld die Nummer des dort gespielten Zuges bekommt. Die vier Mittelfelder bekommen keine Nummer, ein Passen auch nicht; die Nummern zählen also gesetzte Steine, nicht Züge.',
        ],
        sheet: [
          'Um ein Formular zu lesen, suchst du die Nummern der Reihe nach: 1, 2, 3 und so weiter. Die Farben wechseln sich ab, zuerst Schwarz auf den ungeraden Nummern, bis jemand passt: Dann setzt eine Farbe zwei Nummern hintereinander.',
        ],
        list: [
          'Aufschreiben geht umgekehrt genauso: Nimm die Nummern der Reihe nach und schreib den Namen jedes Feldes auf.',
        ],
      },
      demos: {},
      exercises: {
        read: {
          prompt:
            'Hier ist dieselbe Partie nach 12 Zügen, Schwarz ist am Zug. Such die 13 auf dem Formular und klick ihr Feld auf dem Brett an.',
          right: 'Richtig: Zug 13 war {want}.',
          wrong:
            'Zug 13 steht nicht auf {square}. Such die 13 auf dem Formular: Der Buchstabe ihrer Spalte steht oben, die Nummer ihrer Reihe an der Seite.',
          answer: 'Die 13 steht in Spalte b, Reihe 4: Schwarz spielte {want}.',
        },
        write: {
          prompt: 'Schreib die ersten acht Züge dieser Partie als Zugliste, etwa f5d6…',
          right: 'Richtig: {list}.',
          wrong: 'Zug {n} ist bei dir {got}, aber auf dem Formular steht die {n} auf {want}.',
          short: 'Bis hier richtig, aber das sind {got} Züge; gefragt sind {n}.',
          long: 'Bitte nur die ersten {n} Züge.',
          unreadable: '„{text}“ ist keine Zugliste: Schreib Felder wie f5 hintereinander.',
          answer: 'Die ersten acht Züge sind {list}.',
        },
      },
    },
    fallacy: {
      title: 'Warum Steine raffen verliert',
      summary: 'Der Irrtum der meisten Steine, und wie wenige Steine gewinnen.',
      text: {
        idea: [
          'Anfänger drehen so viele Steine um, wie sie können. Das fühlt sich nach Gewinnen an, doch es zählt nur das Ende, und bis dahin wechseln Steine immer wieder die Seite.',
          'Schlimmer noch: Viele Steine geben dem Gegner viele Züge, denn jeder deiner Steine ist etwas zum Einschließen. Wenige Steine lassen dir die Auswahl und dem Gegner wenig oder nichts.',
        ],
        why: [
          'Wer keinen Zug hat, muss passen. Kannst du deinen Gegner ohne Züge lassen, ziehst du zweimal hintereinander und bestimmst, welche seiner Steine du nimmst und wann.',
        ],
      },
      demos: {
        game: 'Das Finale aus der Notationslektion nach Zug 45: Schwarz hat viel mehr Steine, aber viel weniger Züge als Weiß. Weiß gewann 44–20.',
      },
      exercises: {
        win: {
          prompt: 'Schwarz hat nur 9 Steine gegen 45 weiße und ist am Zug. Finde den Zug, der gewinnt.',
          right:
            'Genau: {square} gewinnt bei bestem Spiel beider Seiten mit {score}. Weiß gehen die Züge aus, und es muss Schwarz die Felder überlassen, die Schwarz haben will.',
          wrong: '{square} gewinnt auch, mit {score}, aber der beste Zug gewinnt mit {best}.',
          loses:
            '{square} dreht {flips} Steine um, und danach hält Weiß Schwarz bei {score}: eine Niederlage. Der beste Zug gewinnt mit {best}.',
          answer: '{square} gewinnt mit {best}: ein ruhiger Zug, der Weiß die Züge knapp macht.',
        },
      },
    },
    corners: {
      title: 'Ecken und stabile Steine',
      summary: 'Steine, die nie mehr umgedreht werden, und woher sie kommen.',
      text: {
        corner: [
          'Ein Stein in einer Ecke kann nie umgedreht werden: Keine Linie führt durch eine Ecke mit Feldern auf beiden Seiten. Ecken sind die ersten stabilen Steine einer Partie.',
          'Von einer Ecke aus breitet sich Stabilität aus: Ein Randstein neben deinem Eckstein kann entlang dieses Randes nicht umgedreht werden, und so weiter die Reihe entlang.',
        ],
        stable: [
          'Ein stabiler Stein ist einer, den keine Zugfolge umdrehen kann. Auf jeder der vier Linien durch ihn ist ein Stein sicher, wenn die Linie voll ist, wenn das Brett auf einer Seite endet oder wenn sein Nachbar auf dieser Linie ein stabiler Stein seiner Farbe ist. Ist er auf allen vier Linien sicher, ist er stabil.',
          'Stabile Steine zählen am Ende auf jeden Fall; alle anderen sind nur geliehen.',
        ],
      },
      demos: {
        game: 'Das Finale aus der Notationslektion nach Zug 45: Schwarz hat gerade a1 genommen, die Rauten markieren die stabilen Steine.',
      },
      exercises: {
        stable: {
          prompt:
            'Wähle jeden schwarzen Stein, der stabil ist, den Schwarz also nie verlieren kann, und drück dann auf Prüfen.',
          right:
            'Richtig: {all}. Die Ecke a8 hält sie alle: Jeder ist auf jeder Linie sicher, durch den Rand oder einen stabilen Nachbarn.',
          extra:
            '{extra}: Auf einer Linie durch diesen Stein gibt es auf beiden Seiten noch leere Felder, Weiß könnte ihn also eines Tages einschließen.',
          missing:
            'Noch nicht alle: {count} fehlen. Folge den Rändern von der Ecke aus und such dann Steine, die auf jeder Linie von stabilen Nachbarn gehalten werden.',
          answer:
            'Die stabilen schwarzen Steine sind {all}: die Ecke a8, die Steine an ihren Rändern und die dazwischen gehaltenen.',
        },
      },
    },
    'x-c': {
      title: 'X- und C-Felder',
      summary: 'Die Felder neben einer leeren Ecke, und warum sie gefährlich sind.',
      text: {
        squares: [
          'Solange eine Ecke leer ist, sind die Felder um sie herum riskant. Das Feld diagonal neben ihr (b2, g2, b7, g7) heißt X-Feld; die beiden Felder neben ihr am Rand (b1 und a2 für a1 und so weiter) heißen C-Felder.',
          'Ein Stein von dir auf einem X-Feld schenkt dem Gegner die Ecke, sobald auf der Diagonale dahinter einer seiner Steine steht, und weil sich die Mitte früh füllt, passiert das schnell.',
        ],
        when: [
          'Ein C-Feld ist weniger gefährlich, weil die Ecke dann nur entlang des Randes genommen werden kann, doch oft kostet es die Ecke ebenfalls. Zieh neben eine leere Ecke nur, wenn du geprüft hast, dass der Gegner nicht in die Ecke antworten kann, oder wenn alles andere schlechter ist.',
        ],
      },
      demos: {
        game: 'Das Finale aus der Notationslektion nach Zug 36: Weiß hat gerade b2 gespielt, das X-Feld der leeren Ecke a1. Neun Züge später nahm Schwarz a1.',
      },
      exercises: {
        safe: {
          prompt: 'Schwarz ist am Zug. Wähle einen Zug, nach dem Weiß keine Ecke nehmen kann.',
          right: 'Gut: Nach {square} hat Weiß weiterhin keine Ecke zu nehmen.',
          wrong: 'Nach {square} kann Weiß {corner} nehmen.',
          answer:
            '{square}: Nach jedem dieser Züge hat Weiß keinen Eckzug. Die anderen Züge öffnen jeweils eine Ecke.',
        },
      },
    },
    edges: {
      title: 'Ränder und Keile',
      summary: 'Randsteine, gerade und ungerade Lücken, und das Hineinkeilen.',
      text: {
        edges: [
          'Ein Randstein kann nur entlang seines Randes umgedreht werden und ist daher schwerer zu verlieren als ein Stein in der Mitte. Aber ein Rand ist eine lange Verpflichtung: Er entscheidet, wer an die Ecken an seinen Enden kommt.',
          'Ein Keil ist ein Stein, der in eine Lücke am Rand zwischen zwei Steinen der anderen Farbe gesetzt wird. Entlang des Randes kann ihn nichts einschließen, denn beide Nachbarn dort gehören dem Gegner, und er kann dessen Rand für immer teilen.',
        ],
        gaps: [
          'Die Größe einer Lücke entscheidet, wer hineinkeilen kann. Eine Lücke von einem oder drei Feldern zwischen zwei Steinen einer Farbe ist ungerade: Sie lässt sich nicht paarweise füllen, und die andere Seite kommt womöglich hinein. Eine Lücke von zwei Feldern ist gerade: Ihr Besitzer kann einen Zug dort meist im anderen Feld beantworten.',
        ],
      },
      demos: {
        game: 'Das Finale aus der Notationslektion nach Zug 30: e1 ist eine Lücke von einem Feld zwischen den weißen Steinen d1 und f1, und Schwarz kann dort ziehen (der Keil). Schwarz tat es mit Zug 31.',
      },
      exercises: {
        wedge: {
          prompt: 'Schwarz ist am Zug. Finde den Zug, der in einen weißen Rand hineinkeilt.',
          right:
            'Genau: {square} steht zwischen zwei weißen Steinen am Rand, wo kein Zug entlang des Randes ihn umdrehen kann.',
          wrong: '{square} ist kein Keil: Ein Keil kommt in eine Lücke am Rand zwischen zwei weißen Steinen.',
          answer:
            '{square} ist der Keil: eine Lücke von einem Feld zwischen zwei weißen Steinen in der Spalte h.',
        },
      },
    },
    mobility: {
      title: 'Mobilität',
      summary: 'Züge zählen, und dem Gegner nur schlechte lassen.',
      text: {
        count: [
          'Deine Mobilität ist die Zahl deiner möglichen Züge. Mit vielen kannst du einen guten wählen; mit wenigen bleiben dir bald vielleicht nur schlechte, etwa ein Feld neben einer leeren Ecke.',
          'Die potenzielle Mobilität zählt die leeren Felder neben den gegnerischen Steinen: die Stellen, an denen deine Züge später entstehen können.',
        ],
        force: [
          'Starke Spieler wählen deshalb Züge, die dem Gegner wenige Antworten lassen, am besten nur schlechte. Die Züge des Gegners nach jedem deiner Züge zu zählen, ist der einfachste Weg, das zu sehen.',
        ],
      },
      demos: {
        game: 'Das Finale aus der Notationslektion nach Zug 45: Schwarz führt bei den Steinen, hat aber viel weniger Züge als Weiß.',
      },
      exercises: {
        restrict: {
          prompt: 'Schwarz ist am Zug. Welcher Zug lässt Weiß die wenigsten möglichen Züge?',
          right: 'Genau: Nach {square} kann Weiß nur {moves} spielen.',
          wrong: 'Nach {square} hat Weiß {n} mögliche Züge. Ein Zug lässt Weiß nur {best}.',
          answer: '{square}: Weiß kann danach nur {moves} spielen.',
        },
      },
    },
    frontier: {
      title: 'Frontsteine und ruhige Züge',
      summary: 'Steine neben leeren Feldern, und Züge, die keine hinzufügen.',
      text: {
        frontier: [
          'Ein Frontstein ist ein Stein neben mindestens einem leeren Feld. An deinen Frontsteinen findet dein Gegner seine Züge: Jedes leere Feld daneben ist ein Ort zum Spielen.',
          'Eine gute Stellung hat oft wenige eigene Frontsteine und viele gegnerische: deine Steine eingemauert, seine verstreut.',
        ],
        quiet: [
          'Ein ruhiger Zug dreht wenige Steine um, alle innerhalb deiner eigenen Mauer, und schafft keine neuen Frontsteine. Er gibt dem Gegner nichts Neues, gegen das er spielen kann.',
        ],
      },
      demos: {
        game: 'Das Finale aus der Notationslektion nach Zug 45: Die gestrichelten Ringe markieren Frontsteine. Die vielen schwarzen Frontsteine gaben Weiß viele Züge.',
      },
      exercises: {
        quiet: {
          prompt:
            'Schwarz ist am Zug. Finde den ruhigsten Zug: den, nach dem Schwarz die wenigsten Frontsteine hat.',
          right:
            'Genau: Nach {square} hat Schwarz {n} Frontsteine, weniger als die {before} jetzt. Er dreht Steine um, die schon umschlossen waren.',
          wrong: 'Nach {square} hat Schwarz {n} Frontsteine; der ruhigste Zug lässt nur {best}.',
          answer: 'Nach {square} hat Schwarz {n} Frontsteine, weniger als nach jedem anderen Zug.',
        },
      },
    },
    parity: {
      title: 'Parität, Regionen und Tempo',
      summary: 'Wer im Endspiel in jeder Ecke den letzten Zug bekommt.',
      text: {
        regions: [
          'Gegen Ende zerfallen die leeren Felder in Regionen: Gruppen leerer Felder, die einander berühren. Wer in einer Region den letzten Zug macht, gewinnt dort meist am meisten, denn diesen letzten Stein kann nichts mehr zurückdrehen.',
          'Parität ist das Zählen, das daraus folgt. Bei einer geraden Zahl leerer Felder und abwechselnden Zügen bekommt der Spieler, der nicht am Zug ist, den allerletzten Zug, sofern niemand passt. Deshalb zieht man zuerst in Regionen mit ungerader Felderzahl und lässt die geraden liegen: So behält man in jeder den letzten Zug.',
        ],
        tempo: [
          'Tempo ist dieselbe Idee innerhalb einer Region: ein Wartezug, der für dich wenig ändert, aber den Gegner ziehen und etwas öffnen lässt. Auch ein Passen ändert die Parität, darum ist es so stark, eines zu erzwingen.',
        ],
      },
      demos: {
        game: 'Das Finale aus der Notationslektion nach Zug 50: Gestreifte Regionen sind ungerade, gepunktete gerade.',
      },
      exercises: {
        odd: {
          prompt: 'Weiß ist am Zug, fünf Felder sind noch frei. Zieh in die ungerade Region.',
          right:
            'Genau: {square} liegt in der Region mit {size} Feldern. Weiß behält dort den letzten Zug und gewinnt bei bestem Spiel mit 10.',
          wrong:
            '{square} liegt in einer Region mit {size} Feldern, einer geraden. Zieh zuerst in die ungerade Region und behalte den letzten Zug.',
          answer:
            '{square} ist der einzige Zug in die Region mit {size} Feldern. Er gewinnt bei bestem Spiel mit 10; h8 gewinnt nur mit 4, g8 verliert.',
        },
      },
    },
    'small-boards': {
      title: 'Kleine Bretter, gelöst',
      summary: '4×4 und 6×6: Der Nachziehende gewinnt, und Wedge beweist es.',
      text: {
        solved: [
          'Othello auf dem 4×4- und dem 6×6-Brett ist gelöst: Das perfekte Spiel beider Seiten ist bekannt, und auf beiden Brettern gewinnt der Nachziehende, Weiß.',
          'Wedges Löser beweist 4×4 gleich hier, in einem Augenblick: Er verfolgt jede Variante bis zum Ende. Geh unten die Zugfolge des perfekten Spiels durch.',
        ],
        six: [
          'Das 6×6-Brett ist viel größer. Dass Weiß dort 20–16 gewinnt, wurde erstmals 1993 nach wochenlanger Rechnung bewiesen. Wedges Löser beweist es auf einem Kern in etwa neun Minuten (516 Sekunden und 6,9 Milliarden Stellungen, gemessen mit „wedge solve --variant 6x6“). Starte ihn unten, um ihm zuzusehen; du kannst ihn jederzeit anhalten.',
        ],
      },
      demos: {},
      exercises: {
        who: {
          prompt: 'Wer gewinnt auf dem 4×4-Brett bei perfektem Spiel?',
          'option-black': 'Schwarz, der Anziehende',
          'option-white': 'Weiß, der Nachziehende',
          'option-draw': 'Niemand: Unentschieden',
          right:
            'Richtig: Der Löser beweist einen Sieg von Weiß, {white}–{black} auf dem Brett, mit {empty} leeren Feldern.',
          wrong: 'Der Löser beweist etwas anderes: Weiß gewinnt, {white}–{black}.',
          answer: 'Weiß gewinnt bei perfektem Spiel, {white}–{black}, mit {empty} leeren Feldern.',
        },
      },
    },
    variants: {
      title: 'Varianten: Reversi und Anti-Reversi',
      summary: 'Die historische Eröffnung, und das Spiel, in dem weniger Steine gewinnen.',
      text: {
        reversi: [
          'Othello ist eine moderne Form von Reversi, einem Spiel aus dem England der 1880er-Jahre. Bei Reversi beginnt das Brett leer, und die ersten vier Steine, zwei pro Seite, werden nach Wahl der Spieler auf die vier Mittelfelder gesetzt. Die Mitte kann also gekreuzt beginnen wie bei Othello oder in zwei parallelen Paaren.',
          'Wedge kennt drei Formen dieser Eröffnung: bloßes Setzen; einen vierten Stein, der stattdessen ein gewöhnlicher schlagender Zug sein darf; und einen, der schlagen muss, wann immer er kann. Danach gelten die Regeln von Othello.',
        ],
        anti: [
          'Anti-Reversi dreht das Ziel um: Wer am Ende weniger Steine hat, gewinnt. Die Züge sind genau die von Othello, aber Ecken und stabile Steine werden zur Last, und dem Gegner alle Steine abzunehmen, ist das Schlechteste, was dir passieren kann.',
        ],
      },
      demos: {},
      exercises: {
        anti: {
          prompt: 'Diese Partie Anti-Reversi ist vorbei. Wer hat gewonnen?',
          'option-black': 'Schwarz',
          'option-white': 'Weiß',
          'option-draw': 'Niemand: Unentschieden',
          right:
            'Richtig: Schwarz hat {black} Steine, Weiß {white}, und weniger Steine gewinnen. Nach Turnierregel gehen die leeren Felder hier an den Verlierer, das ergibt {tb}–{tw}.',
          wrong:
            'Bei Anti-Reversi gewinnen weniger Steine: Schwarz hat {black}, Weiß {white}, also hat Schwarz gewonnen.',
          answer:
            'Schwarz gewann mit {black} zu {white} Steinen; mit den leeren Feldern für den Verlierer {tb}–{tw}.',
        },
      },
    },
  },
  transcript: {
    caption:
      'Das Finale der Weltmeisterschaft 1992: Penloup (Schwarz) gegen Juhem (Weiß). Geh die Partie durch; das Formular füllt sich dabei.',
    sheet: 'Partieformular',
    at: 'Zug {n} von {total}: {color} auf {square}.',
    start: 'Der Anfang: noch kein Zug.',
    end: 'Weiß gewann 44–20. Gegen Ende hatte Schwarz zweimal keinen Zug, daher spielte Weiß 56, 57 und 58 hintereinander.',
    moveNumber: 'Zug {n}',
  },
  proof4: {
    proving: 'Der Löser beweist 4×4…',
    proven: 'Bewiesen: Bei perfektem Spiel gewinnt Weiß {white}–{black} ({tw}–{tb} mit den leeren Feldern).',
    step: 'Zug {n} von {total}',
    failed: 'Der Löser war nicht erreichbar. Versuch es noch einmal.',
    retry: 'Noch einmal',
  },
  proof6: {
    start: '6×6 beweisen',
    stop: 'Anhalten',
    running: '{nodes} Millionen Stellungen in {seconds} s',
    progressLabel: 'Anteil an den 6,9 Milliarden Stellungen, die der Beweis bei der Messung brauchte',
    done: 'Bewiesen: Bei perfektem Spiel endet die Seite, die am Anfang am Zug ist, Schwarz, mit {score}: Weiß gewinnt.',
    stopped: 'Nach {seconds} s angehalten. Starte neu, um es von vorn zu beweisen.',
    failed: 'Der Löser war nicht erreichbar. Versuch es noch einmal.',
  },
  opening: {
    caption:
      'Ein leeres Brett mit einer Reversi-Eröffnung: Wähle eine, setz die ersten Steine in die Mitte und spiel dann weiter. Mit einer Umdreh-Regel darf (oder muss) der zweite weiße Stein stattdessen schlagen.',
    toPlace: '{color} setzt einen Stein in die Mitte.',
    toMove: '{color} ist am Zug.',
    over: 'Das Spiel ist vorbei.',
  },
  faq: {
    title: 'Was Anfänger fragen',
    intro: 'Kurze Antworten, mit einem Brett, wo es hilft.',
    show: 'Zeigen',
    items: {
      'othello-reversi': {
        q: 'Sind Othello und Reversi dasselbe Spiel?',
        a: [
          'Fast. Reversi ist das ältere Spiel, aus dem England der 1880er-Jahre; dort setzen die Spieler die ersten vier Steine selbst in die Mitte. Othello, in den 1970er-Jahren in Japan benannt, beginnt mit diesen vier Steinen schon gesetzt: Weiß auf d4 und e5, Schwarz auf d5 und e4. Alles andere ist gleich.',
          'Wedge spielt beides: Die Reversi-Eröffnung findest du im Dialog für ein neues Spiel, und die Lektion über Varianten zeigt sie.',
        ],
      },
      illegal: {
        q: 'Warum kann ich auf dieses Feld nicht ziehen?',
        a: [
          'Ein Zug muss mindestens einen gegnerischen Stein einschließen: eine lückenlose Reihe davon zwischen deinem neuen Stein und einem anderen deiner Steine. Einen gegnerischen Stein nur zu berühren, reicht nicht. Klickst du auf ein solches Feld, sagt Wedge, warum der Zug abgelehnt wurde.',
        ],
        board:
          'Am Anfang berührt c3 einen weißen Stein, aber die Linie von c3 über d4 endet auf dem weißen e5, nicht auf einem schwarzen Stein: c3 ist kein Zug für Schwarz.',
      },
      lines: {
        q: 'Zählen Diagonalen? Kann ein Zug mehrere Reihen umdrehen?',
        a: [
          'Beides ja. Reihen laufen in alle acht Richtungen, Diagonalen eingeschlossen, und ein Zug dreht jede Reihe um, die er einschließt, alle zugleich.',
        ],
        board:
          'Das schwarze d1 schließt weiße Steine in drei Richtungen zugleich ein. Drück auf Zeigen, um es zu spielen.',
      },
      chain: {
        q: 'Drehen die Steine, die ich umdrehe, ihrerseits andere um?',
        a: [
          'Nein. Umgedreht werden nur die Steine, die dein gesetzter Stein einschließt. Ein gerade umgedrehter Stein schließt selbst nichts ein, auch wenn er jetzt zwischen zwei deiner Steine steht.',
        ],
        board:
          'Schwarz spielt g4 und dreht f4 und f5 um. Danach liegt f6 zwischen zwei schwarzen Steinen, bleibt aber weiß.',
      },
      'choose-flips': {
        q: 'Kann ich wählen, welche Steine ich umdrehe?',
        a: [
          'Nein. Ein Zug dreht jeden Stein um, den er einschließt, in jeder Richtung, und keinen anderen. Was du wählst, ist das Feld.',
        ],
      },
      'no-move': {
        q: 'Was, wenn ich keinen möglichen Zug habe?',
        a: [
          'Dann passt du, und dein Gegner zieht noch einmal. Wedge passt für dich und sagt es neben dem Brett an.',
        ],
        board:
          'Schwarz hat hier keinen Zug: Von keinem leeren Feld aus wird ein weißer Stein eingeschlossen. Schwarz passt.',
      },
      'pass-by-choice': {
        q: 'Darf ich passen, wenn ich einen Zug habe?',
        a: [
          'Nein. Passen darfst du nur ohne möglichen Zug. Sonst musst du ziehen, auch wenn jeder Zug weh tut: Genau dazu versuchen gute Spieler ihre Gegner zu zwingen.',
        ],
      },
      'computer-twice': {
        q: 'Warum hat der Computer zweimal hintereinander gezogen?',
        a: [
          'Weil du nach seinem ersten Zug keinen möglichen Zug hattest: Du hast gepasst, und er war wieder dran. Die Seite sagt es neben dem Brett an, und die Zugliste zeigt das Passen.',
        ],
        board: 'Ist hier Schwarz am Zug, muss Schwarz passen, und Weiß zieht zweimal hintereinander.',
      },
      'early-end': {
        q: 'Kann ein Spiel enden, bevor das Brett voll ist?',
        a: [
          'Ja. Es endet, sobald keine Seite mehr ziehen kann: mit Feldern, die keine Farbe nutzen kann, oder wenn eine Farbe keine Steine mehr hat.',
        ],
        board: 'Hier kann keine Seite auf h1 oder a8 ziehen: Das Spiel ist mit zwei leeren Feldern vorbei.',
      },
      scoring: {
        q: 'Wie wird gezählt, und was ist bei Gleichstand?',
        a: [
          'Zähl die Steine: Mehr gewinnt, gleich viele sind ein Unentschieden. Die Turnierwertung gibt die leeren Felder dem Sieger und teilt sie bei einem Remis. Wedge zeigt am Ende einer Partie beide Zählungen.',
        ],
        board: 'Schwarz 38, Weiß 24 und zwei leere Felder: Schwarz gewinnt 38–24, nach Turnierregel 40–24.',
      },
      'corner-wins': {
        q: 'Gewinnt man mit einer Ecke?',
        a: [
          'Nein. Eine Ecke bringt dir Steine, die du nie verlierst, und oft mehr entlang ihrer Ränder, aber sie ist ein Vorteil unter mehreren. Mobilität und Parität können mehr zählen.',
        ],
        board:
          'Weiß hat zwei Ecken und 45 Steine, Schwarz nur 9, und doch gewinnt Schwarz am Zug bei perfektem Spiel.',
      },
      'many-early': {
        q: 'Soll ich früh möglichst viele Steine umdrehen?',
        a: [
          'Meist nicht. In Eröffnung und Mittelspiel bedeuten weniger Steine oft mehr Züge für dich und weniger für den Gegner. Die Lektion über den Irrtum der meisten Steine zeigt, warum.',
        ],
      },
      levels: {
        q: 'Wie stark ist jede Stufe?',
        a: [
          'Leicht spielt einen zufälligen möglichen Zug. Mittel wählt das Feld, das in einer Tabelle von Feldwerten am besten aussieht, ohne vorauszurechnen. Schwer rechnet {hardDepth} Züge voraus und spielt die letzten {hardExact} perfekt. Experte denkt bis zu {expertSeconds} Sekunden pro Zug und spielt die letzten {expertExact} perfekt.',
          'In Wettkämpfen über 100 Partien, gemessen von Wedges Entwicklern, erzielte Mittel 92,5 % gegen Leicht, Schwer 100 % gegen Mittel und Experte 93,5 % gegen Schwer.',
        ],
      },
      accounts: {
        q: 'Brauche ich ein Konto, muss ich zahlen, oder spielt eine KI in der Cloud?',
        a: [
          'Nein. Wedge hat keine Konten, keine Zahlungen und keinen eigenen Server: Der Computergegner läuft in deinem Browser auf deinem Gerät und funktioniert offline weiter, sobald die Seite geladen ist. Nichts, was du spielst, wird irgendwohin gesendet.',
        ],
      },
      'undo-reload': {
        q: 'Was bewirken „Zurück“ und das Neuladen der Seite?',
        a: [
          '„Zurück“ nimmt Züge bis zur letzten Stellung zurück, in der du am Zug warst, die Antwort des Computers eingeschlossen; „Vor“ spielt sie wieder. Neuladen verliert nichts: Die laufende Partie, ihre zurückgenommenen Züge und deine Einstellungen bleiben in deinem Browser gespeichert.',
        ],
      },
      opening: {
        q: 'Gibt es eine Eröffnung, die immer gewinnt?',
        a: [
          'Keine bekannte. Auf dem 4×4- und dem 6×6-Brett ist das perfekte Spiel bekannt, und der Nachziehende gewinnt (siehe die Lektion über kleine Bretter). Für 8×8 berichtet eine 2023 von Hiroki Takizawa veröffentlichte Rechnung, dass perfektes Spiel beider Seiten unentschieden endet. Eröffnungswissen trennt gute von schlechten Zügen, aber kein erster Zug erzwingt einen Sieg.',
        ],
      },
    },
  },
  puzzles: {
    title: 'Endspielaufgaben',
    intro:
      'Endspiele aus Partien zwischen zwei Programmen, jedes exakt gelöst. Spiel das Endspiel bis zum letzten Zug gegen perfekte Verteidigung: Gelöst ist eine Aufgabe, wenn du das beste Ergebnis erreichst, das sie zulässt.',
    daily: 'Aufgabe des Tages',
    dailySolved: 'heute gelöst',
    level: 'Stufe {level}',
    range: '{min}–{max} leere Felder',
    levelSolved: '{solved} von {total} gelöst',
    streak: 'Ohne Hilfe in Folge gelöst: {current} (Bestwert {best})',
    dailyStreak: 'Tage in Folge mit der Aufgabe des Tages: {current} (Bestwert {best})',
    puzzle: 'Aufgabe {level}.{n}',
    open: 'Aufgabe {level}.{n}, {state}',
    stateNew: 'noch nicht gelöst',
    stateClean: 'gelöst',
    stateHelped: 'mit Tipp gelöst',
    goal: '{color} ist am Zug. Ziel: {goal}.',
    goalWin: 'mit {n} gewinnen',
    goalDraw: 'ein Unentschieden',
    goalLoss: 'mit höchstens {n} verlieren',
    yourMove: 'Du bist am Zug.',
    thinking: '{color} antwortet mit perfektem Spiel…',
    hintThinking: 'Der beste Zug wird gesucht…',
    solvedText: 'Gelöst! Du hast {final} erreicht, das Beste, was diese Stellung zulässt.',
    missedSlip: 'Nach {move} war höchstens noch {reachable} zu erreichen; das Ziel war {target}.',
    missedFinal: 'Die Partie endete mit {final}; das Ziel war {target}.',
    hint: 'Tipp',
    hintShown: 'Das markierte Feld ist hier der beste Zug.',
    restart: 'Noch einmal',
    next: 'Nächste Aufgabe',
    solution: 'Lösung zeigen',
    solutionText:
      'Der beste erste Zug ist {move} ({score}); der zweitbeste, {second}, endet mit {secondScore}.',
    solutionOnly: 'Der beste erste Zug ist {move} ({score}); es ist der einzige mögliche Zug.',
    engineFailed: 'Der Löser konnte nicht antworten.',
    retry: 'Noch einmal',
    allPuzzles: 'Alle Aufgaben',
    noticeProgress: 'Dein Aufgabenfortschritt war unlesbar und wurde zurückgesetzt.',
    unreadable: 'Die Aufgaben ließen sich nicht lesen: {message}',
    movesPlayed: 'Züge: {moves}',
  },
};
