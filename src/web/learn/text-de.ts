/** The Learn pages' words in German (the keys are English's, text-en.ts). */
import type { LearnText } from './text-en.js';

export const de: LearnText = {
  learnTitle: 'Othello lernen',
  learnIntro:
    '{lessons} kurze Lektionen, vom ersten Zug bis zum Endspiel. Jede hat lebendige Bretter, die Markierungen des Coachs darauf und eine Übung, die die Seite für dich prüft.',
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
          'Gleich viele Steine sind ein Gleichstand. Nach Turnierregel werden die leeren Felder dann geteilt: Ein Gleichstand mit zwei leeren Feldern wird als 32–32 gewertet.',
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
      summary: 'Partien lesen und aufschreiben, an einer Partie der Weltmeisterschaft 1992.',
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
        game: 'Die Partie aus der Notationslektion, Penloup–Juhem, nach Zug 45: Schwarz hat viel mehr Steine, aber viel weniger Züge als Weiß. Weiß gewann 44–20.',
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
        game: 'Die Partie aus der Notationslektion, Penloup–Juhem, nach Zug 45: Schwarz hat gerade a1 genommen, die Rauten markieren die stabilen Steine.',
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
        isolated: [
          'Ein C-Feld ist nicht immer ein Fehler: Entscheidend ist, was neben ihm an seiner Kante steht. Ein einzelnes C-Feld, von deinen anderen Kantensteinen durch ein leeres Feld getrennt, kann von diesem leeren Feld aus angegriffen werden: Der Gegner zieht dorthin, und die Ecke gehört ihm, was du auch tust.',
          'Ein C-Feld, das eine Reihe deiner eigenen Steine entlang der Kante fortsetzt, ist etwas anderes: Der Gegner hat kein leeres Feld zwischen ihm und deinen Steinen, von dem aus er angreifen könnte, und die Ecke bleibt zu. Die Broschüre des Verbands zeigt es an b1: allein wird es mit c1 beantwortet, und a1 fällt; neben den schwarzen Steinen auf c1, d1 und e1 gibt es nichts her.',
        ],
        trap: [
          'Das X-Feld verbirgt eine Falle, die man leicht übersieht. Ein Stein auf b7 bei leerem a8 wirkt sicher, solange der Gegner keinen Stein auf der langen Diagonale dahinter hat (c6, d5, e4 und weiter). Aber ein Zug ganz woanders kann einen dieser Diagonalsteine umdrehen, und wenn du ihn nicht zurückdrehen kannst, gehört a8 dem Gegner.',
          'Das Beispiel der Broschüre: Schwarz hat b7 gespielt; Weiß zieht d8 und dreht damit d5 über die d-Linie um; Schwarz kann d5 nicht zurückdrehen, und Weiß nimmt als Nächstes a8.',
        ],
        when: [
          'Ein C-Feld ist weniger gefährlich, weil die Ecke dann nur entlang des Randes genommen werden kann, doch oft kostet es die Ecke ebenfalls. Zieh neben eine leere Ecke nur, wenn du geprüft hast, dass der Gegner nicht in die Ecke antworten kann, oder wenn alles andere schlechter ist.',
        ],
      },
      demos: {
        game: 'Die Partie aus der Notationslektion, Penloup–Juhem, nach Zug 36: Weiß hat gerade b2 gespielt, das X-Feld der leeren Ecke a1. Neun Züge später nahm Schwarz a1.',
        alone:
          'Schwarz ist am Zug. Hier stünde b1 allein, c1 daneben ist leer. Spiel b1 für Schwarz, dann c1 für Weiß: Was Schwarz danach auch tut, Weiß kann a1 nehmen.',
        trapped:
          'Die Stellung nach a6 von Weiß: c6 auf der Diagonale hinter b7 ist weiß geworden, und kein Zug von Schwarz dreht es zurück. Probier die Antworten von Schwarz: Nach jeder kann Weiß a8 nehmen.',
      },
      exercises: {
        connected: {
          prompt: 'Schwarz ist am Zug, mit drei C-Feldern unter den Zügen. Finde den besten Zug.',
          right:
            'Ja: {square} schließt an die schwarzen Steine {run} an der Kante an, und Weiß hat keinen Weg in die Ecke daneben. Bei perfektem Spiel endet es {score}.',
          alone:
            '{square} steht allein an seiner Kante: Weiß antwortet {reply}, und {corner} gehört Weiß, was Schwarz auch tut. Der Zug endet {score}; der beste endet {best}.',
          given: '{square} lässt Weiß sofort {corner} nehmen. Der Zug endet {score}; der beste endet {best}.',
          wrong: '{square} endet bei perfektem Spiel {score}; der beste Zug endet {best}.',
          answer:
            '{square}: Er schließt an die schwarzen Steine {run} an der Kante an und endet bei perfektem Spiel {best}.',
        },
        trap: {
          prompt:
            'Weiß ist am Zug. Der schwarze Stein auf b7 steht neben der leeren Ecke a8. Finde den Zug, nach dem a8 Weiß gehört, wie Schwarz auch antwortet.',
          right:
            'Ja: {square} dreht {flipped} auf der Diagonale hinter b7 um, und Schwarz kann es nicht zurückdrehen: {corner} ist der nächste Zug von Weiß. Bei perfektem Spiel endet {square} {score}, so gut wie jeder Zug hier.',
          back: '{square} dreht {flipped} auf der Diagonale um, aber Schwarz kann so antworten, dass {corner} zu bleibt.',
          wrong: 'Nach {square} kann Schwarz so antworten, dass Weiß {corner} weiterhin nicht nehmen kann.',
          answer:
            '{square}: Er dreht {flipped} auf der Diagonale hinter b7 um, und {corner} ist der nächste Zug von Weiß, was Schwarz auch tut ({score} bei perfektem Spiel).',
        },
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
        game: 'Die Partie aus der Notationslektion, Penloup–Juhem, nach Zug 30: e1 ist eine Lücke von einem Feld zwischen den weißen Steinen d1 und f1, und Schwarz kann dort ziehen (der Keil). Schwarz tat es mit Zug 31.',
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
        game: 'Die Partie aus der Notationslektion, Penloup–Juhem, nach Zug 45: Schwarz führt bei den Steinen, hat aber viel weniger Züge als Weiß.',
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
        game: 'Die Partie aus der Notationslektion, Penloup–Juhem, nach Zug 45: Die gestrichelten Ringe markieren Frontsteine. Die vielen schwarzen Frontsteine gaben Weiß viele Züge.',
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
        waiting: [
          'Ein Tempo wird Zug um Zug gewonnen oder verloren. Wenn keine Seite einen neuen Teil des Bretts öffnen will, zwingt der, der den letzten brauchbaren Zug in einer Region macht, den anderen, zuerst woanders zu ziehen und dabei etwas herzugeben. Ein Zug, der wenig ändert und darauf wartet, ist ein Wartezug.',
          'Vergleiche zwei Züge in derselben Region also danach, was nach ihnen kommt, nicht danach, was sie umdrehen: Nach dem einen muss der Gegner die Region verlassen; nach dem anderen antwortet er dort, und du musst sie verlassen. Die Broschüre des Verbands macht diesen Vergleich an einer Südkante, zwischen c8 und d7.',
        ],
      },
      demos: {
        game: 'Die Partie aus der Notationslektion, Penloup–Juhem, nach Zug 50: Gestreifte Regionen sind ungerade, gepunktete gerade.',
        tempo:
          'Schwarz ist am Zug. Die kleine Region im Südosten umfasst g8, h6, h7 und h8, und Schwarz kann dort h6 oder g8 spielen. Probier beide, mit der besten Antwort von Weiß.',
      },
      exercises: {
        tempo: {
          prompt:
            'Schwarz ist am Zug. Welcher der beiden Züge in der Südost-Region hält das Tempo, sodass Weiß zuerst eine andere Region öffnen muss?',
          'option-h6': 'h6',
          'option-g8': 'g8',
          right:
            'Ja: Nach {square} geht perfektes Spiel {line}, und dann muss Weiß zuerst woanders ziehen ({outside}); die Partie endet {score}. Nach {other} geht es {otherLine}, und Schwarz muss die Region verlassen ({otherOutside}); sie endet {otherScore}.',
          wrong:
            'Nach {square} geht perfektes Spiel {line}, und dann muss Schwarz zuerst eine andere Region öffnen ({outside}): Die Partie endet {score}. {other} hält das Tempo und endet {otherScore}.',
          answer:
            '{square}: Danach geht perfektes Spiel {line}, und Weiß muss zuerst eine andere Region öffnen ({outside}). Die Partie endet {score}.',
        },
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
    thumb: {
      title: 'Faustregeln und ihre Grenzen',
      summary: 'Warum eine Tabelle von Feldwerten und „wenig umdrehen“ Gewohnheiten sind, keine Gesetze.',
      text: {
        table: [
          'Ecken gut, X- und C-Felder schlecht, Kanten ordentlich, die Mitte neutral: Eine Tabelle mit einem Wert für jedes Feld ist der Anfang vieler Spieler, und genau so wählt Wedges Stufe Mittel ihre Züge. Sie schlägt zufälliges Spiel mühelos.',
          'Aber ein Feld hat keinen festen Wert. Dasselbe Feld ist gut oder schlecht, je nachdem, was es umgibt: Ein C-Feld neben deinen eigenen Kantensteinen ist sicher, eine zu früh genommene Ecke kann ihre Kante kosten, ein X-Feld kann der beste Zug sein, wenn die Ecke dahinter nicht mehr zählt. Eine Tabelle sieht nichts davon.',
        ],
        fewest: [
          '„Dreh so wenige Steine wie möglich um“ ist ein guter Rat in Eröffnung und Mittelspiel: Wenige umgedrehte Steine heißen wenige neue Frontsteine und wenige neue Züge für den Gegner. Es ist eine Gewohnheit, keine Regel. Es zählt, was ein Zug hinterlässt, und gegen Ende kann ein Zug, der viele Steine umdreht, der einzige Weg sein, sie zu behalten.',
        ],
      },
      demos: {
        table:
          'Schwarz ist am Zug. Eine Tabelle von Feldwerten bewertet h1 am höchsten: eine Ecke. Probier sie aus, und probier h2 daneben.',
        fewest:
          'Schwarz ist am Zug, kurz vor Schluss: Jeder Zug lässt Weiß nach h1. d2 dreht einen einzigen Stein um, h5 sechs. Spiel beide, mit den Antworten von Weiß, und achte auf die Ringe der Frontsteine.',
      },
      exercises: {
        table: {
          prompt:
            'Schwarz ist am Zug. Eine Tabelle von Feldwerten würde die Ecke h1 nehmen. Finde den besten Zug.',
          right:
            'Ja: {square} endet bei perfektem Spiel {score}, mehr als die Ecke {favourite}, die die Tabelle vorzieht.',
          table:
            '{square} ist die Wahl der Tabelle, eine Ecke; bei perfektem Spiel endet sie {score}, der beste Zug dagegen {best}.',
          wrong: '{square} endet bei perfektem Spiel {score}; der beste Zug endet {best}.',
          answer:
            '{square} endet {best}: Ein Feld, das die Tabelle schlecht bewertet, schlägt die Ecke {favourite}, die sie vorzieht.',
        },
        fewest: {
          prompt: 'Schwarz ist am Zug, kurz vor Schluss. Jeder Zug lässt Weiß nach h1. Finde den besten Zug.',
          right:
            'Ja: {square} dreht {flips} Steine um, weit mehr als der leiseste Zug, {fewest}, und endet bei perfektem Spiel {score}, das Beste, was Schwarz hier erreichen kann.',
          quietest:
            '{square} dreht nur {flips} um, weniger als jeder andere Zug, und endet bei perfektem Spiel doch {score}; der beste Zug endet {best}.',
          wrong: '{square} endet bei perfektem Spiel {score}; der beste Zug endet {best}.',
          answer:
            '{square}: Er dreht {flips} Steine um und endet {best}, besser als der leiseste Zug, {fewest}.',
        },
      },
    },
    sacrifice: {
      title: 'Eine Ecke hergeben',
      summary: 'Wann sich das Hergeben einer Ecke lohnt, und wann nicht.',
      text: {
        give: [
          'Eine Ecke ist viel wert, aber nicht alles. Manchmal ist es der beste Zug, eine herzugeben: vielleicht der einzige Weg, Schlimmeres zu vermeiden, ein Tempo zu gewinnen oder dafür eine andere Ecke zu bekommen.',
          'Die Broschüre des Verbands zeigt es an einer Kante aus fünf Steinen. Wer die Ecke mit einem Zug auf das X-Feld hergibt, setzt gleich danach einen Keil in diese Kante und nimmt zwei Ecken für die eine, die er gegeben hat.',
        ],
        keep: [
          'Wann also nicht? Wenn das, was du zurückbekommst, weniger ist als das, was die Ecke dem Gegner bringt: Eine Ecke macht die Steine ihrer Kanten stabil und gibt ihrem Besitzer ruhige Züge an ihnen entlang. Bevor du eine hergibst, zähl, was du dafür bekommst, und such zuerst einen Zug, der nichts hergibt.',
        ],
      },
      demos: {
        give: 'Schwarz ist am Zug, kurz vor Schluss. Spiel g2, das X-Feld der leeren Ecke h1, dann nimm h1 für Weiß: Sieh, was Schwarz danach spielen kann, und vergleiche mit einem Zug, der die Ecke zu lässt, etwa h7.',
        keep: 'Schwarz ist am Zug, kurz vor Schluss. Spiel e2, dann h1 für Weiß, und sieh die Nordkante weiß werden; dann stell das Brett zurück und probier b1.',
      },
      exercises: {
        give: {
          prompt: 'Schwarz ist am Zug, kurz vor Schluss. Finde den besten Zug.',
          right:
            'Ja: {square} gibt Weiß {corner} und ist trotzdem der beste Zug: Bei perfektem Spiel endet er {score}, und jeder Zug, der alle Ecken zu lässt, endet schlechter.',
          shut: '{square} hält alle Ecken zu und endet bei perfektem Spiel doch {score}; der beste Zug, der eine hergibt, endet {best}.',
          wrong: '{square} endet bei perfektem Spiel {score}; der beste Zug endet {best}.',
          answer:
            '{square} gibt Weiß {corner} und endet {best}, besser als jeder Zug, der die Ecken zu lässt.',
        },
        keep: {
          prompt: 'Schwarz ist am Zug, kurz vor Schluss. Finde den besten Zug.',
          right: 'Ja: {square} hält Weiß aus allen Ecken heraus und endet bei perfektem Spiel {score}.',
          given: '{square} lässt Weiß nach {corner}: Er endet {score}, der beste Zug dagegen {best}.',
          wrong: '{square} endet bei perfektem Spiel {score}; der beste Zug endet {best}.',
          answer: '{square} hält die Ecken zu und endet {best}; jeder andere Zug lässt Weiß in eine hinein.',
        },
      },
    },
    openings: {
      title: 'Eröffnungen',
      summary: 'Was die ersten Züge entscheiden, einige benannte Eröffnungen, und warum Varianten enden.',
      text: {
        change: [
          'Ein Eröffnungszug ändert mehr als ein paar Steine. Er entscheidet, welche Reihen von Steinen als Nächstes geschlagen werden können, wie viele Antworten der Gegner hat und wer näher an den Ecken steht, wenn sich die Kanten füllen. Zu Beginn hat Schwarz vier Züge, die durch die Symmetrie des Bretts alle dieselbe Partie ergeben; Weiß hat dann drei Antworten, und jede gibt der Partie ihren ersten Namen.',
          'Spieler haben den am meisten untersuchten Eröffnungen Namen gegeben. Hier sind einige davon, aus Wedges Liste benannter Eröffnungen: Wähl eine und geh sie durch.',
        ],
        names: [
          'Die Züge einer benannten Eröffnung sind die, die starke Spieler für gut befunden haben, und die Liste bewahrt ihren Namen: So kannst du über sie nachlesen und sie in deinen eigenen Partien wiedererkennen. Das Analysebrett nennt die Eröffnung jeder Partie, die es öffnet.',
        ],
        memory: [
          'Warum also die Eröffnungen nicht auswendig lernen? Weil sich die Varianten schnell verzweigen. Nach vier Zügen kann die Partie auf {perft4} verschiedene Arten verlaufen sein, nach acht auf {perft8}, nach zehn auf {perft10}. Eine gelernte Variante hilft, bis der Gegner sie verlässt, oft nach wenigen Zügen; danach tragen dich nur die Ideen: Mobilität, Front, Ecken und Parität.',
        ],
      },
      demos: {},
      exercises: {
        parallel: {
          prompt:
            'Schwarz hat mit f5 eröffnet. Spiel die Antwort von Weiß, die die Parallel-Eröffnung ergibt.',
          right: 'Ja: f5 {square} ist die Parallel-Eröffnung.',
          wrong: 'f5 {square} ist die Eröffnung „{name}“, nicht die Parallel-Eröffnung.',
          answer: '{square}: f5 {square} ist die Parallel-Eröffnung.',
        },
      },
    },
    review: {
      title: 'Die eigene Partie nachspielen',
      summary: 'Finden, wo eine Partie entschieden wurde, und diesen Moment neu spielen.',
      text: {
        moments: [
          'Am meisten lernt man aus den eigenen Partien, und Anleitungen für Anfänger geben alle denselben Rat: Geh nach einer Partie zurück und such die Momente, die sie entschieden haben. Such drei: den Zug, nach dem dein Gegner eine Ecke nehmen konnte, den Zug, nach dem dir die wenigsten Möglichkeiten blieben, und den Zug, der dich am Ende die meisten Steine gekostet hat.',
          'Unten steht deine neueste beendete Partie gegen den Computer, oder eine Beispielpartie, solange du keine hast, geprüft von der Engine, die auch die Partien auf dem Analysebrett prüft. Sie öffnet sich bei deinem teuersten Zug: Finde einen besseren.',
        ],
        habit: [
          'Mach es dir zur Gewohnheit: Nimm dir nach jeder Partie eine Minute für ihre Wendepunkte. Eine hergegebene Ecke, ein Zug, der dir keine gute Wahl mehr ließ, ein Endspiel in der falschen Reihenfolge: Jedes ist eine Lektion, die dir kein Buch geben kann, weil sie von deinem eigenen Spiel handelt.',
        ],
      },
      demos: {},
      exercises: {
        replay: {
          prompt:
            'Zug {move}: Du hast hier {played} gespielt, und es hat dich {loss} Steine gekostet. Spiel die Entscheidung neu: Finde einen besseren Zug.',
          right: 'Ja: {square} ist so gut wie der beste Zug, den die Engine hier findet.',
          same: 'Das ist der Zug, den du gespielt hast: {square} kostet {loss} Steine.',
          wrong: '{square} kostet {loss} Steine gegenüber dem besten Zug; schau noch einmal.',
          answer: 'Am besten hier: {square}. Du hast {played} gespielt, was {loss} Steine gekostet hat.',
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
          'Das 6×6-Brett ist viel größer. Dass Weiß dort 20–16 gewinnt, wurde erstmals 1993 nach zwei Wochen Rechenzeit bewiesen. Wedges Löser beweist denselben Abstand, {sixMargin} Steine, in etwa {sixMinutes} Minuten Rechenzeit eines Prozessorkerns ({sixSeconds} Sekunden und {sixBillions} Milliarden Stellungen, gemessen mit „wedge solve --variant 6x6“ am {sixDate}). Starte ihn unten, um ihm zuzusehen; du kannst ihn jederzeit anhalten.',
        ],
      },
      demos: {},
      exercises: {
        who: {
          prompt: 'Wer gewinnt auf dem 4×4-Brett bei perfektem Spiel?',
          'option-black': 'Schwarz, der Anziehende',
          'option-white': 'Weiß, der Nachziehende',
          'option-tie': 'Niemand: Gleichstand',
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
          'option-tie': 'Niemand: Gleichstand',
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
      'Eine Partie der Weltmeisterschaft 1992: Penloup (Schwarz) gegen Juhem (Weiß). Geh die Partie durch; das Formular füllt sich dabei.',
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
    progressLabel:
      'Anteil an den {sixBillions} Milliarden Stellungen, die der Beweis bei der Messung brauchte',
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
  openings: {
    choose: 'Benannte Eröffnungen',
    line: '{name}: {moves} ({total} Züge)',
    replies: '{color} am Zug: {n} legale Züge.',
  },
  review: {
    loading: 'Deine beendeten Partien werden gesucht …',
    reviewing: 'Deine Züge werden geprüft: {done} von {total}',
    progress: 'Fortschritt der Prüfung',
    failed: 'Die Partie konnte nicht geprüft werden. Versuch es noch einmal.',
    retry: 'Noch einmal',
    sample: 'Eine Beispielpartie: Du spielst {color} gegen {opponent}. Sie endete {mine}–{theirs}.',
    yours: 'Deine neueste beendete Partie: {color} gegen {opponent}. Sie endete {mine}–{theirs}.',
    moments: 'Die Momente der Partie',
    worst: 'Teuerster Zug',
    corner: 'Ecke hergegeben',
    squeeze: 'Züge genommen',
    worstText: 'Zug {move}: Du hast {played} gespielt, was dich gegenüber {best} {loss} Steine gekostet hat.',
    cornerText: 'Zug {move}: {color} nahm {corner}. Dein Zug {before}, hier gezeigt, ließ es zu.',
    noCorner: 'Dein Gegner hat in dieser Partie keine Ecke genommen.',
    squeezeText: 'Zug {move}: Der Zug von {color} hat deine legalen Züge von {before} auf {n} verringert.',
    noSqueeze: 'Du hattest in dieser Partie immer Züge zur Auswahl.',
    noMistake: 'Die Engine hat keinen Zug von dir gefunden, der einen Stein gekostet hat. Gut gespielt.',
    analysis: 'Die Partie auf dem Analysebrett öffnen, mit allen Fehlern',
  },
  firstGame: {
    cornerTaken: 'Du hast die Ecke {square} genommen: Nichts kann sie zurückdrehen.',
    cornerGiven: 'Vorsicht: Nach diesem Zug kann der Computer {corners} nehmen.',
    xSquare: '{square} ist das X-Feld der leeren Ecke {corner}: Es kann die Ecke hergeben.',
    cSquare: '{square} ist ein C-Feld neben der leeren Ecke {corner}: Schau, was an der Kante daneben steht.',
    loud: 'Dieser Zug fügt {added} Frontsteine hinzu: mehr Stellen, von denen aus der Computer ziehen kann.',
    quiet: 'Ein ruhiger Zug: Er fügt keinen Frontstein hinzu.',
    mobility: 'Der Computer hat jetzt {theirs} legale Züge.',
  },
  faq: {
    title: 'Was Anfänger fragen',
    intro: 'Kurze Antworten, mit einem Brett, wo es hilft.',
    show: 'Zeigen',
    items: {
      'othello-reversi': {
        q: 'Sind Othello und Reversi dasselbe Spiel?',
        a: [
          'Fast. Reversi ist das ältere Spiel, aus dem England der 1880er-Jahre. Dort setzten die Spieler die ersten vier Steine selbst in die Mitte, und die Partie endete, sobald ein Spieler nicht mehr ziehen konnte. Othello, in den 1970er-Jahren in Japan benannt, beginnt mit diesen vier Steinen schon gesetzt (Weiß auf d4 und e5, Schwarz auf d5 und e4), und wer keinen legalen Zug hat, passt, während der andere weiterspielt: Die Partie endet erst, wenn keiner mehr ziehen kann.',
          'Die alten Reversi-Spiele gaben außerdem jedem Spieler 32 eigene Steine. Bei Othello gehören die Steine beiden: Wer keine mehr hat, nimmt einen aus dem Vorrat des anderen. Das Umdrehen ist in beiden Spielen gleich.',
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
          'Zähl die Steine: Mehr gewinnt, gleich viele sind ein Gleichstand. Die Turnierwertung gibt die leeren Felder dem Sieger und teilt sie bei Gleichstand. Wedge zeigt am Ende einer Partie beide Zählungen.',
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
          'In Wettkämpfen über {ladderGames} Partien, gemessen mit „wedge match“ am {ladderDate}, erzielte Mittel {mediumEasy} % gegen Leicht, Schwer {hardMedium} % gegen Mittel und Experte {expertHard} % gegen Schwer.',
        ],
      },
      'which-level': {
        q: 'Welche Stufe soll ich spielen?',
        a: [
          'Fang mit Leicht an: Es spielt zufällig, also kannst du die Ideen der Lektionen dagegen ausprobieren und sehen, wie sie wirken. Geh eine Stufe höher, wenn du die meisten Partien gewinnst. Jede Stufe schlägt die darunter deutlich (Mittel {mediumEasy} % gegen Leicht, Schwer {hardMedium} % gegen Mittel, Experte {expertHard} % gegen Schwer, in Wettkämpfen über {ladderGames} Partien): Jeder Schritt nach oben ist ein echter, rechne danach eine Weile mit Niederlagen.',
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
          'Keine bekannte. Auf dem 4×4- und dem 6×6-Brett ist das perfekte Spiel bekannt, und der Nachziehende gewinnt (siehe die Lektion über kleine Bretter). Für 8×8 berichtet eine 2023 von Hiroki Takizawa veröffentlichte Rechnung, dass perfektes Spiel beider Seiten mit Gleichstand endet. Eröffnungswissen trennt gute von schlechten Zügen, aber kein erster Zug erzwingt einen Sieg.',
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
    goalTie: 'ein Gleichstand',
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
