/**
 * The Learn pages' words in English, which define the keys: text-de.ts and text-fr.ts must have every
 * one (the compiler checks). `{name}` is filled by `format`. Written in our own words; the facts come
 * from the rules and the strategy literature, and the positions' claims are checked by lessons.test.ts.
 */
export const en = {
  learnTitle: 'Learn Othello',
  learnIntro:
    '{lessons} short lessons, from the first move to the endgame. Each has live boards, the coach’s marks on them, and an exercise the page checks for you.',
  lessonsDone: '{done} of {total} lessons done',
  lessonNumber: 'Lesson {n}',
  lessonDone: 'done',
  allLessons: 'All lessons',
  nextLesson: 'Next: {title}',
  faqLink: 'Questions beginners ask',
  puzzlesLink: 'Endgame puzzles',
  exercise: 'Exercise',
  check: 'Check',
  clear: 'Clear',
  showAnswer: 'Show the answer',
  setBack: 'Set back',
  solved: 'Solved',
  checking: 'The solver is checking…',
  solverFailed: 'The solver could not be reached. Try again.',
  answerLabel: 'Your answer',
  noticeLessons: 'Your lesson progress could not be read and was reset.',
  occupied: '{square} already holds a disc: choose an empty square.',
  illegal: '{square} is not a legal move: it brackets no opposing disc.',
  demoCounts:
    'Discs {discBlack}–{discWhite} · moves {moveBlack}–{moveWhite} · stable {stableBlack}–{stableWhite}',
  first: 'First',
  back: 'Back',
  forward: 'Forward',
  last: 'Last',
  lessons: {
    rules: {
      title: 'The board, the start, and flipping',
      summary: 'How a move is made and which discs it turns over.',
      text: {
        board: [
          'Othello is played on a board of 8 by 8 squares. The columns are lettered a to h from left to right and the rows numbered 1 to 8 from top to bottom, so every square has a name: a1 is the top-left corner, h8 the bottom-right one.',
          'A game starts with four discs in the centre: White on d4 and e5, Black on d5 and e4. Black moves first; after that the players take turns.',
        ],
        flip: [
          'A move puts a disc of your colour on an empty square so that, in at least one direction, an unbroken line of your opponent’s discs runs from it to another disc of yours. The line may go across, up and down, or diagonally.',
          'Every such line turns over, all at once: a move that brackets discs in three directions wins all three lines. A square that brackets nothing is not a legal move, even if it touches your opponent’s discs.',
        ],
        chain: [
          'Only the discs bracketed by the new disc turn over. A disc that has just turned does not turn anything in its turn, even when it now closes a line of its own: there is no chain reaction.',
        ],
      },
      demos: {
        start:
          'The start. The small discs at the top of a square show who could play there now. Try one of Black’s four moves, then a reply for White.',
      },
      exercises: {
        most: {
          prompt: 'Black to move. Play the move that turns over the most white discs.',
          right: 'Yes: {square} turns over {n} discs along {lines} lines at once.',
          wrong:
            '{square} turns over only {n}. One move turns over {best}: look for a square that brackets white discs in more than one direction.',
          answer: '{square} turns over {n} discs along {lines} lines; every other move turns over fewer.',
        },
        which: {
          prompt: 'Black plays g4, the ringed square. Select every disc that turns over, then press Check.',
          right:
            'Right: g4 turns over {all}. And f6 stays white, although it now lies between f5 and f7: a disc that has just turned never turns others.',
          bait: 'Not f6: it lies between two black discs only because f5 has just turned over. Turned discs turn nothing, so f6 stays white.',
          extra: '{extra}: no unbroken line of white discs runs from g4 through it to another black disc.',
          missing:
            'Not all yet: {count} more. Follow each of the eight directions from g4 and stop at the first black disc.',
          answer: 'g4 turns over {all}: f4 lies between g4 and e4, f5 between g4 and e6. f6 stays white.',
        },
      },
    },
    ending: {
      title: 'Passing, the end, and the score',
      summary: 'What happens when nobody can move, and how a game is counted.',
      text: {
        pass: [
          'If you have no legal move, you pass and your opponent plays again. You may pass only then: as long as you have a move, you must play one, even one you would rather not.',
          'Wedge plays a pass for you and says so, so you cannot pass by mistake.',
        ],
        end: [
          'The game is over when neither side can move. Usually the board is full by then; sometimes squares stay empty because neither colour can use them, or one colour has no discs left.',
          'More discs wins. Tournaments (Wedge follows the World Othello Federation’s rule for its scores) give the empty squares to the winner, so a finished game’s score always adds up to 64.',
        ],
        ties: [
          'Equal counts make a tie. Under tournament rules the empty squares are then shared: a tie with two squares empty is scored 32–32.',
        ],
      },
      demos: {},
      exercises: {
        pass: {
          prompt: 'Black is to move here. What happens?',
          'option-pass': 'Black passes and White plays again',
          'option-play': 'Black plays somewhere',
          'option-over': 'The game is over',
          right:
            'Right: no empty square brackets a white disc for Black, so Black passes. White has {moves} moves, so the game goes on.',
          'wrong-play':
            'Look again: no empty square brackets a white disc for Black. With no legal move, Black must pass.',
          'wrong-over':
            'Not over yet: White still has {moves} legal moves. A game ends only when neither side can move.',
          answer: 'Black has no legal move and passes; White, with {moves} moves, plays again.',
        },
        score: {
          prompt: 'This game is over. What is the final score under tournament rules?',
          'option-raw': '{raw}',
          'option-tournament': '{tournament}',
          'option-loser': '{loser}',
          right: 'Right: {raw} on the board, and the {empty} empty squares go to the winner: {tournament}.',
          'wrong-raw':
            '{raw} is the count on the board. Tournament rules add the {empty} empty squares to the winner’s discs.',
          'wrong-loser': 'The empty squares go to the winner, not to the loser: {tournament}.',
          answer:
            'The board shows {raw}; with the {empty} empty squares given to the winner the score is {tournament}.',
        },
      },
    },
    notation: {
      title: 'Notation and transcript sheets',
      summary: 'Reading and writing games, with a game from the 1992 World Championships.',
      text: {
        squares: [
          'A move is written as the name of its square: f5 is column f, row 5. A whole game is then a list, f5d6c3d3c4…, Black’s first move first, and anyone can play it through again.',
          'At tournaments games are kept on a transcript sheet: a board drawn on paper, each square holding the number of the move played there. The four centre squares get no number, and neither does a pass, so the numbers count discs placed rather than turns.',
        ],
        sheet: [
          'To read a sheet, find the numbers in order: 1, 2, 3 and so on. The colours alternate, Black on the odd numbers at first, until a pass: then one colour plays two numbers in a row.',
        ],
        list: [
          'Writing a game is the same the other way round: take the numbers in order and write down each square’s name.',
        ],
      },
      demos: {},
      exercises: {
        read: {
          prompt:
            'Here is the same game after 12 moves, Black to play. Find 13 on the sheet and click its square on the board.',
          right: 'Right: move 13 was {want}.',
          wrong:
            'Move 13 is not on {square}. Find 13 on the sheet: its column letter is at the top, its row number at the side.',
          answer: '13 stands in column b, row 4: Black played {want}.',
        },
        write: {
          prompt: 'Write the first eight moves of this game as a move list, like f5d6…',
          right: 'Right: {list}.',
          wrong: 'Move {n} is {got} in your list, but the sheet has {n} on {want}.',
          short: 'Right so far, but that is {got} moves; the exercise asks for {n}.',
          long: 'Only the first {n} moves, please.',
          unreadable: '“{text}” does not read as a move list: write squares such as f5, one after the other.',
          answer: 'The first eight moves are {list}.',
        },
      },
    },
    fallacy: {
      title: 'Why grabbing discs loses',
      summary: 'The maximum-disc fallacy, and how few discs can win.',
      text: {
        idea: [
          'Beginners try to turn over as many discs as they can. It feels like winning, but only the count at the very end decides, and until then discs change sides again and again.',
          'Worse, many discs give your opponent many moves: every disc of yours is something to bracket. Few discs leave the choices with you and few or none with your opponent.',
        ],
        why: [
          'A side with no legal move must pass. If you can leave your opponent without moves, you play twice in a row, and you decide which of their discs to take, and when.',
        ],
      },
      demos: {
        game: 'The game of the notation lesson, Penloup–Juhem, after move 45: Black has far more discs but far fewer moves than White. White won 44–20.',
      },
      exercises: {
        win: {
          prompt: 'Black has 9 discs against White’s 45, and it is Black’s move. Find the move that wins.',
          right:
            'Yes: {square} wins by {score} with perfect play on both sides. White runs short of moves and has to give Black the squares Black wants.',
          wrong: '{square} still wins, by {score}, but the best move wins by {best}.',
          loses:
            '{square} turns over {flips} discs, and after it White can hold Black to {score}: a loss. The best move wins by {best}.',
          answer: '{square} wins by {best}: a quiet move that leaves White short of moves.',
        },
      },
    },
    corners: {
      title: 'Corners and stable discs',
      summary: 'Discs that can never be turned over, and where they come from.',
      text: {
        corner: [
          'A disc on a corner can never be turned over: no line runs through a corner with squares on both sides of it. Corners are the first stable discs of a game.',
          'From a corner, stability spreads: a disc on the edge next to your corner disc cannot be turned along that edge, nor along the board’s side, and so on along the row.',
        ],
        stable: [
          'A stable disc is one that no sequence of moves can turn over. Along each of the four lines through it, a disc is safe when the line is full, when the board ends on one side of it, or when its neighbour on that line is a stable disc of its own colour. Safe on all four lines, it is stable.',
          'Stable discs will count at the end whatever happens; all the others are only on loan.',
        ],
      },
      demos: {
        game: 'The game of the notation lesson, Penloup–Juhem, after move 45: Black has just taken a1, and the diamonds mark the stable discs.',
      },
      exercises: {
        stable: {
          prompt: 'Select every black disc that is stable, that Black can never lose, then press Check.',
          right:
            'Right: {all}. The corner a8 holds them all: each is safe on every line, through the edge or a stable neighbour.',
          extra:
            '{extra}: some line through it still has empty squares on both sides, so White could bracket it one day.',
          missing:
            'Not all yet: {count} more. Follow the edges from the corner, then look for discs held on every line by stable neighbours.',
          answer:
            'The stable black discs are {all}: the corner a8, the discs along its edges, and those held between them.',
        },
      },
    },
    'x-c': {
      title: 'X and C squares',
      summary: 'The squares next to an empty corner, and why they are dangerous.',
      text: {
        squares: [
          'While a corner is empty, the squares around it are risky. The one diagonally next to it (b2, g2, b7, g7) is the X square; the two beside it on the edges (b1 and a2 for a1, and so on) are the C squares.',
          'A disc of yours on an X square hands your opponent the corner as soon as the diagonal behind it holds one of their discs, and the centre fills early, so that comes quickly.',
        ],
        isolated: [
          'A C square is not always a mistake: what decides is what stands beside it on its edge. A C square alone, with an empty square between it and your other edge discs, can be attacked from that empty square: your opponent plays there, and the corner is theirs whatever you do next.',
          'A C square that joins a row of your own discs along the edge is another matter: your opponent has no empty square between it and your discs to attack from, so the corner stays shut. The rules booklet shows it with b1: standing alone, it is answered by c1 and a1 falls; beside Black’s discs on c1, d1 and e1, it gives nothing away.',
        ],
        trap: [
          'The X square hides a trap that is easy to miss. A disc on b7 with a8 empty looks safe as long as your opponent has no disc on the long diagonal behind it (c6, d5, e4 and on). But a move elsewhere on the board can turn one of those diagonal discs, and if you cannot turn it back, a8 is theirs.',
          'The booklet’s example: Black has played b7; White plays d8, which turns d5 along the d column; Black has no way to turn d5 back, and White takes a8 next.',
        ],
        when: [
          'A C square is less dangerous, since the corner can then only be taken along the edge, but it often costs the corner too. Play next to an empty corner only when you have checked that your opponent cannot answer in it, or when everything else is worse.',
        ],
      },
      demos: {
        game: 'The game of the notation lesson, Penloup–Juhem, after move 36: White has just played b2, the X square of the empty a1. Nine moves later, Black took a1.',
        alone:
          'Black to move. Here b1 would stand alone, with c1 empty beside it. Play b1 for Black, then c1 for White: whatever Black does next, White can take a1.',
        trapped:
          'The position after White’s a6: c6, on the diagonal behind b7, has turned white, and no move of Black’s turns it back. Try Black’s replies: after each of them White can take a8.',
      },
      exercises: {
        connected: {
          prompt: 'Black to move, with three C squares among the moves. Find the best move.',
          right:
            'Yes: {square} joins Black’s {run} on the edge, so White has no way into the corner beside it. With perfect play it ends {score}.',
          alone:
            '{square} stands alone on its edge: White answers {reply}, and {corner} is White’s whatever Black does. It ends {score}; the best move ends {best}.',
          given: '{square} lets White take {corner} at once. It ends {score}; the best move ends {best}.',
          wrong: '{square} ends {score} with perfect play; the best move ends {best}.',
          answer: '{square}: it joins Black’s {run} on the edge and ends {best} with perfect play.',
        },
        trap: {
          prompt:
            'White to move. Black’s disc on b7 stands next to the empty a8. Find the move after which a8 is White’s, whatever Black replies.',
          right:
            'Yes: {square} turns {flipped} on the diagonal behind b7, and Black cannot turn it back, so {corner} is White’s next move. With perfect play {square} ends {score}, as good as any move here.',
          back: '{square} turns {flipped} on the diagonal, but Black can answer so that {corner} stays shut.',
          wrong: 'After {square}, Black can answer so that White still cannot take {corner}.',
          answer:
            '{square}: it turns {flipped} on the diagonal behind b7, and {corner} is White’s next move whatever Black does ({score} with perfect play).',
        },
        safe: {
          prompt: 'Black to move. Choose a move after which White cannot take a corner.',
          right: 'Good: after {square} White still has no corner to take.',
          wrong: 'After {square}, White can take {corner}.',
          answer: '{square}: after any of these, White has no corner move. The other moves each open one.',
        },
      },
    },
    edges: {
      title: 'Edges and wedges',
      summary: 'Edge discs, odd and even gaps, and wedging in.',
      text: {
        edges: [
          'An edge disc can only be turned along its edge, so it is harder to lose than a disc in the middle. But an edge is a long commitment: it decides who can reach the corners at its ends.',
          'A wedge is a disc played into a gap on an edge between two discs of the other colour. Nothing along the edge can bracket it, since its neighbours there are both the opponent’s, and it can split their edge for good.',
        ],
        gaps: [
          'The size of a gap decides who can wedge. A gap of one or three squares between two discs of one colour is odd: it cannot be filled in pairs, and the other side may get in. A gap of two is even: its owner can usually answer a move there in the other square.',
        ],
      },
      demos: {
        game: 'The game of the notation lesson, Penloup–Juhem, after move 30: e1 is a gap of one between White’s d1 and f1, and Black can play there (the wedge). Black did, on move 31.',
      },
      exercises: {
        wedge: {
          prompt: 'Black to move. Find the move that wedges into a White edge.',
          right:
            'Yes: {square} sits between two white discs on the edge, where no move along the edge can turn it.',
          wrong: '{square} is not a wedge: a wedge goes into a gap on an edge between two white discs.',
          answer: '{square} is the wedge: a gap of one square between two white discs on the h column.',
        },
      },
    },
    mobility: {
      title: 'Mobility',
      summary: 'Counting moves, and leaving your opponent only bad ones.',
      text: {
        count: [
          'Your mobility is the number of legal moves you have. With many, you can choose a good one; with few, you may soon have only bad ones left, such as a square next to an empty corner.',
          'Potential mobility counts the empty squares next to your opponent’s discs: the places where your moves may come later.',
        ],
        force: [
          'So strong players choose moves that leave the opponent few replies, and ideally only poor ones. Counting the opponent’s moves after each of yours is the simplest way to see this.',
        ],
      },
      demos: {
        game: 'The game of the notation lesson, Penloup–Juhem, after move 45: Black leads in discs but has far fewer moves than White.',
      },
      exercises: {
        restrict: {
          prompt: 'Black to move. Which move leaves White the fewest legal moves?',
          right: 'Yes: after {square}, White can only play {moves}.',
          wrong: 'After {square}, White has {n} legal moves. One move leaves White just {best}.',
          answer: '{square}: White can then only play {moves}.',
        },
      },
    },
    frontier: {
      title: 'Frontier discs and quiet moves',
      summary: 'Discs next to empty squares, and moves that add none.',
      text: {
        frontier: [
          'A frontier disc is a disc next to at least one empty square. Your frontier discs are where your opponent finds moves: each empty square beside them is a place to play from.',
          'A good position often has few frontier discs of its own and many of the opponent’s: your discs walled in, theirs spread out.',
        ],
        quiet: [
          'A quiet move turns over few discs, all inside your own wall, and adds no new frontier. It gives your opponent nothing new to play against.',
        ],
      },
      demos: {
        game: 'The game of the notation lesson, Penloup–Juhem, after move 45: the dashed rings mark frontier discs. Black’s many frontier discs gave White many moves.',
      },
      exercises: {
        quiet: {
          prompt:
            'Black to move. Find the quietest move: the one that leaves Black the fewest frontier discs.',
          right:
            'Yes: after {square} Black has {n} frontier discs, fewer than the {before} now. It turns discs that were already surrounded.',
          wrong: 'After {square} Black has {n} frontier discs; the quietest move leaves only {best}.',
          answer: '{square} leaves Black {n} frontier discs, fewer than any other move.',
        },
      },
    },
    parity: {
      title: 'Parity, regions and tempo',
      summary: 'Who gets the last move in each corner of the endgame.',
      text: {
        regions: [
          'Near the end the empty squares fall apart into regions: groups of empty squares that touch each other. Whoever plays the last move in a region usually gains most there, since nothing can turn that last disc back.',
          'Parity is the counting that follows. With an even number of squares left and turns alternating, the player who is not to move gets the very last move, unless somebody passes. So players move first into regions with an odd number of squares and leave the even ones: that way they keep the last move in each.',
        ],
        tempo: [
          'Tempo is the same idea inside a region: a spare move that changes little for you but makes your opponent move, and open something up. A pass changes the parity too, which is why forcing one is so strong.',
        ],
        waiting: [
          'A tempo is won or lost one move at a time. When neither side wants to open a new part of the board, the player who makes the last useful move in a region forces the other to play elsewhere first, and so to give something away. A move that changes little and waits for that is a waiting move.',
          'So compare two moves in the same region by what comes after them, not by what they turn: after one, your opponent has to leave the region; after the other, they answer there and you have to leave it. The rules booklet makes this comparison on a south edge, between c8 and d7.',
        ],
      },
      demos: {
        game: 'The game of the notation lesson, Penloup–Juhem, after move 50: striped regions are odd, dotted ones even.',
        tempo:
          'Black to move. The small region in the south-east holds g8, h6, h7 and h8, and Black can play h6 or g8 there. Try each, and White’s best answer.',
      },
      exercises: {
        tempo: {
          prompt:
            'Black to move. Of the two moves in the south-east region, which keeps the tempo, so that White has to open another region first?',
          'option-h6': 'h6',
          'option-g8': 'g8',
          right:
            'Yes: after {square}, perfect play goes {line}, and then White has to play elsewhere first ({outside}); it ends {score}. After {other}, play goes {otherLine} and Black has to leave the region ({otherOutside}); it ends {otherScore}.',
          wrong:
            'After {square}, perfect play goes {line}, and Black then has to open another region first ({outside}): it ends {score}. {other} keeps the tempo and ends {otherScore}.',
          answer:
            '{square}: after it, perfect play goes {line} and White has to open another region first ({outside}). It ends {score}.',
        },
        odd: {
          prompt: 'White to move, with five squares left. Play into the odd region.',
          right:
            'Yes: {square} is in the region of {size}. White keeps the last move there and, with perfect play, wins by 10.',
          wrong:
            '{square} is in a region of {size}, which is even. Move first in the odd region and keep the last move.',
          answer:
            '{square} is the only move into the region of {size}. It wins by 10 with perfect play; h8 wins by only 4, and g8 loses.',
        },
      },
    },
    thumb: {
      title: 'Rules of thumb, and their limits',
      summary: 'Why a table of square values and “flip few” are habits, not laws.',
      text: {
        table: [
          'Corners good, X and C squares bad, edges fair, the centre neutral: a table of values for each square is how many players start, and it is exactly how Wedge’s Medium level chooses its moves. It beats random play easily.',
          'But a square has no fixed value. The same square is good or bad by what surrounds it: a C square beside your own edge discs is safe, a corner taken too early can cost you its edge, an X square can be the best move once the corner behind it no longer matters. A table sees none of that.',
        ],
        fewest: [
          '“Flip as few discs as you can” is good advice in the opening and the middle game: few discs turned mean few new frontier discs and few new moves for your opponent. It is a habit, not a rule. What counts is what a move leaves behind, and near the end a move that turns many discs can be the only way to keep them.',
        ],
      },
      demos: {
        table:
          'Black to move. A table of square values rates h1 highest: it is a corner. Try it, and try h2 beside it.',
        fewest:
          'Black to move, near the end: every move lets White into h1. d2 turns a single disc, h5 turns six. Play each, with White’s answers, and watch the frontier rings.',
      },
      exercises: {
        table: {
          prompt: 'Black to move. A table of square values would take the corner h1. Find the best move.',
          right:
            'Yes: {square} ends {score} with perfect play, more than the corner {favourite} that the table prefers.',
          table:
            '{square} is the table’s choice, a corner; with perfect play it ends {score}, while the best move ends {best}.',
          wrong: '{square} ends {score} with perfect play; the best move ends {best}.',
          answer:
            '{square} ends {best}: a square the table rates poorly beats the corner {favourite} it prefers.',
        },
        fewest: {
          prompt: 'Black to move, near the end. Every move lets White into h1. Find the best move.',
          right:
            'Yes: {square} turns {flips} discs, far more than the quietest move, {fewest}, and with perfect play it ends {score}, the best Black can do here.',
          quietest:
            '{square} turns only {flips}, the fewest of any move, yet with perfect play it ends {score}; the best move ends {best}.',
          wrong: '{square} ends {score} with perfect play; the best move ends {best}.',
          answer:
            '{square}: it turns {flips} discs and ends {best}, better than the quietest move, {fewest}.',
        },
      },
    },
    sacrifice: {
      title: 'Giving a corner',
      summary: 'When handing a corner over pays, and when it does not.',
      text: {
        give: [
          'A corner is worth a lot, but not everything. Sometimes giving one away is the best move: it may be the only way to avoid something worse, to win a tempo, or to get another corner back.',
          'The rules booklet shows it with an edge of five discs. The side that gives the corner on an X square wedges in on that edge right after, and takes two corners for the one it gave.',
        ],
        keep: [
          'So when not to? When what you get back is less than what the corner brings your opponent: a corner makes the discs of its edges stable and gives its owner quiet moves along them. Before you give one, count what you get in return, and look first for a move that gives nothing.',
        ],
      },
      demos: {
        give: 'Black to move, near the end. Play g2, the X square of the empty h1, then take h1 for White: see what Black can play next, and compare with a move that keeps the corner shut, such as h7.',
        keep: 'Black to move, near the end. Play e2, then h1 for White, and see the north edge turn white; then set the board back and try b1.',
      },
      exercises: {
        give: {
          prompt: 'Black to move, near the end. Find the best move.',
          right:
            'Yes: {square} gives White {corner}, and it is still the best move: with perfect play it ends {score}, and every move that keeps the corners shut ends worse.',
          shut: '{square} keeps every corner shut, yet with perfect play it ends {score}; the best move, which gives one away, ends {best}.',
          wrong: '{square} ends {score} with perfect play; the best move ends {best}.',
          answer:
            '{square} gives White {corner} and ends {best}, better than any move that keeps the corners shut.',
        },
        keep: {
          prompt: 'Black to move, near the end. Find the best move.',
          right: 'Yes: {square} keeps White out of every corner and ends {score} with perfect play.',
          given: '{square} lets White into {corner}: it ends {score}, while the best move ends {best}.',
          wrong: '{square} ends {score} with perfect play; the best move ends {best}.',
          answer: '{square} keeps the corners shut and ends {best}; every other move lets White into one.',
        },
      },
    },
    openings: {
      title: 'Openings',
      summary: 'What the first moves decide, a few named openings, and why lines run out.',
      text: {
        change: [
          'An opening move changes more than a few discs. It decides which lines of discs can be captured next, how many replies your opponent has, and who will be nearer the corners once the edges fill. At the start Black has four moves, and the board’s symmetry makes them all the same game; White then has three replies, and each one gives the game its first name.',
          'Players have named the openings they have studied most. Here are some of them, from Wedge’s list of named openings: choose one and step through it.',
        ],
        names: [
          'The moves of a named opening are the ones strong players found good, and the list keeps each one’s name, so you can read about it and recognise it in your own games: the analysis board names the opening of every game it opens.',
        ],
        memory: [
          'Why not learn the openings by heart, then? Because the lines fan out fast. After four moves there are {perft4} different ways the game can have gone, after eight {perft8}, after ten {perft10}. A line you learnt helps until your opponent leaves it, often within a few moves; from then on only the ideas carry you: mobility, frontier, corners and parity.',
        ],
      },
      demos: {},
      exercises: {
        parallel: {
          prompt: 'Black has opened with f5. Play White’s reply that makes the Parallel opening.',
          right: 'Yes: f5 {square} is the Parallel opening.',
          wrong: 'f5 {square} is the {name} opening, not the Parallel one.',
          answer: '{square}: f5 {square} is the Parallel opening.',
        },
      },
    },
    review: {
      title: 'Reviewing your own game',
      summary: 'Find where a game was decided, and play that moment again.',
      text: {
        moments: [
          'Players learn most from their own games, and guides for beginners give the same advice: after a game, go back and find the moments that decided it. Look for three: the move after which your opponent could take a corner, the move after which you had the fewest choices left, and the move that cost you the most discs at the end.',
          'Below is your newest finished game against the computer, or a sample game until you have one, reviewed by the engine that reviews games on the analysis board. It opens at your most costly move: find a better one.',
        ],
        habit: [
          'Make it a habit: after each game, spend a minute on its turning points. A corner you gave away, a move that left you no good choice, an ending played in the wrong order: each is a lesson no book can give you, because it is about your own play.',
        ],
      },
      demos: {},
      exercises: {
        replay: {
          prompt:
            'Move {move}: you played {played} here, and it cost {loss} discs. Play the decision again: find a better move.',
          right: 'Yes: {square} is as good as the best move the engine finds here.',
          same: 'That is the move you played: {square} costs {loss} discs.',
          wrong: '{square} costs {loss} discs against the best move; look again.',
          answer: 'The best here: {square}. You played {played}, which cost {loss} discs.',
        },
      },
    },
    'small-boards': {
      title: 'Small boards, solved',
      summary: '4×4 and 6×6: the second player wins, and Wedge proves it.',
      text: {
        solved: [
          'Othello on the 4×4 and 6×6 boards is solved: perfect play by both sides is known, and on both boards the second player, White, wins.',
          'Wedge’s solver proves 4×4 right here, in a moment: it follows every line to the end. Step through the line of perfect play below.',
        ],
        six: [
          'The 6×6 board is far larger. It was first proven in 1993, after two weeks of computer time, that White wins 20–16 there. Wedge’s solver proves the same margin, {sixMargin} discs, in about {sixMinutes} minutes of one processor core’s time ({sixSeconds} seconds and {sixBillions} billion positions, measured with “wedge solve --variant 6x6” on {sixDate}). Start it below to watch it work; you can stop it at any time.',
        ],
      },
      demos: {},
      exercises: {
        who: {
          prompt: 'With perfect play on the 4×4 board, who wins?',
          'option-black': 'Black, the first player',
          'option-white': 'White, the second player',
          'option-tie': 'Nobody: it is a tie',
          right:
            'Right: the solver proves a White win, {white}–{black} on the board with {empty} squares left empty.',
          wrong: 'The solver proves otherwise: White wins, {white}–{black}.',
          answer: 'White wins with perfect play, {white}–{black}, with {empty} squares left empty.',
        },
      },
    },
    variants: {
      title: 'Variants: Reversi and Anti-Reversi',
      summary: 'The historical opening, and the game where fewer discs win.',
      text: {
        reversi: [
          'Othello is a modern form of Reversi, a game from England in the 1880s. In Reversi the board starts empty and the first four discs, two each, are placed on the four centre squares as the players choose, so the centre may start crossed, as in Othello, or in two parallel pairs.',
          'Wedge knows three forms of that opening: plain placements; a fourth disc that may instead be an ordinary capturing move; and one that must capture whenever it can. From then on the rules are Othello’s.',
        ],
        anti: [
          'Anti-Reversi turns the goal around: fewer discs at the end wins. The moves are exactly Othello’s, but corners and stable discs become burdens, and taking every one of your opponent’s discs is the worst thing that can happen to you.',
        ],
      },
      demos: {},
      exercises: {
        anti: {
          prompt: 'This game of Anti-Reversi is over. Who won?',
          'option-black': 'Black',
          'option-white': 'White',
          'option-tie': 'Nobody: a tie',
          right:
            'Right: Black has {black} discs to White’s {white}, and fewer discs win. Tournament scoring gives the empty squares to the loser here, which makes it {tb}–{tw}.',
          wrong: 'In Anti-Reversi fewer discs win: Black has {black}, White {white}, so Black won.',
          answer:
            'Black won with {black} discs to {white}; with the empty squares given to the loser, {tb}–{tw}.',
        },
      },
    },
  },
  transcript: {
    caption:
      'A game from the 1992 World Championships: Penloup (Black) against Juhem (White). Step through the game; the sheet fills as it goes.',
    sheet: 'Transcript sheet',
    at: 'Move {n} of {total}: {color} on {square}.',
    start: 'The start: no move yet.',
    end: 'White won 44–20. Near the end Black had no move twice, so White played 56, 57 and 58 in a row.',
    moveNumber: 'move {n}',
  },
  proof4: {
    proving: 'The solver is proving 4×4…',
    proven: 'Proven: with perfect play White wins {white}–{black} ({tw}–{tb} with the empty squares).',
    step: 'Move {n} of {total}',
    failed: 'The solver could not be reached. Try again.',
    retry: 'Try again',
  },
  proof6: {
    start: 'Prove 6×6',
    stop: 'Stop',
    running: '{nodes} million positions in {seconds} s',
    progressLabel: 'Share of the {sixBillions} billion positions the proof took when measured',
    done: 'Proven: with perfect play the side to move at the start, Black, ends {score}: White wins.',
    stopped: 'Stopped after {seconds} s. Start again to prove it from the beginning.',
    failed: 'The solver could not be reached. Try again.',
  },
  opening: {
    caption:
      'An empty board in a Reversi opening: choose one, place the first discs on the centre, then play on. With a flip rule, White’s second disc may (or must) capture instead.',
    toPlace: '{color} places a disc on the centre.',
    toMove: '{color} to move.',
    over: 'The game is over.',
  },
  openings: {
    choose: 'Named openings',
    line: '{name}: {moves} ({total} moves)',
    replies: '{color} to move: {n} legal moves.',
  },
  review: {
    loading: 'Looking for your finished games…',
    reviewing: 'Reviewing your moves: {done} of {total}',
    progress: 'Review progress',
    failed: 'The game could not be reviewed. Try again.',
    retry: 'Try again',
    sample: 'A sample game: you are {color} against {opponent}. It ended {mine}–{theirs}.',
    yours: 'Your newest finished game: {color} against {opponent}. It ended {mine}–{theirs}.',
    moments: 'The moments of the game',
    worst: 'Most costly move',
    corner: 'Corner given',
    squeeze: 'Moves taken away',
    worstText: 'Move {move}: you played {played}, which cost {loss} discs against {best}.',
    cornerText: 'Move {move}: {color} took {corner}. Your move {before}, shown here, let it in.',
    noCorner: 'Your opponent took no corner in this game.',
    squeezeText: 'Move {move}: {color}’s move took your legal moves from {before} down to {n}.',
    noSqueeze: 'You always had moves to choose from in this game.',
    noMistake: 'The engine found no move of yours that lost a disc. Well played.',
    analysis: 'Open the game on the analysis board, with every mistake listed',
  },
  firstGame: {
    cornerTaken: 'You took the corner {square}: nothing can turn it back.',
    cornerGiven: 'Careful: after this move the computer can take {corners}.',
    xSquare: '{square} is the X square of the empty corner {corner}: it can hand the corner over.',
    cSquare:
      '{square} is a C square beside the empty corner {corner}: check what stands next to it on the edge.',
    loud: 'This move adds {added} frontier discs: more places for the computer to play from.',
    quiet: 'A quiet move: it adds no frontier disc.',
    mobility: 'The computer now has {theirs} legal moves.',
  },
  faq: {
    title: 'Questions beginners ask',
    intro: 'Short answers, with a board where one helps.',
    show: 'Show',
    items: {
      'othello-reversi': {
        q: 'Are Othello and Reversi the same game?',
        a: [
          'Nearly. Reversi is the older game, from England in the 1880s. There the players placed the first four discs on the centre themselves, and the game ended as soon as one player could not move. Othello, named in Japan in the 1970s, starts with those four discs already set (White on d4 and e5, Black on d5 and e4), and a player with no legal move passes while the other plays on: the game ends only when neither side can move.',
          'The old Reversi sets also gave each player 32 discs of their own. In Othello the discs are shared: a player who runs out takes one from the other side’s pile. Flipping is the same in both games.',
          'Wedge plays both: the Reversi opening is in the new-game dialog, and the lesson on variants shows it.',
        ],
      },
      illegal: {
        q: 'Why can’t I play on this square?',
        a: [
          'A move must bracket at least one opposing disc: an unbroken line of them between your new disc and another of yours. Touching an opposing disc is not enough. When you click such a square, Wedge says why it was refused.',
        ],
        board:
          'At the start, c3 touches a white disc, but the line from c3 through d4 ends on white e5, not on a black disc: c3 is not a move for Black.',
      },
      lines: {
        q: 'Do diagonals count? Can one move turn several lines?',
        a: [
          'Yes to both. Lines run in all eight directions, diagonals included, and a move turns over every line it brackets, all at once.',
        ],
        board: 'Black’s d1 brackets white discs in three directions at once. Press Show to play it.',
      },
      chain: {
        q: 'Do the discs I turn over turn others in their turn?',
        a: [
          'No. Only the discs bracketed by the disc you place turn over. A disc that has just turned does not bracket anything by itself, even when it now sits between two of your discs.',
        ],
        board: 'Black plays g4 and turns f4 and f5. f6 then lies between two black discs but stays white.',
      },
      'choose-flips': {
        q: 'Can I choose which discs to turn over?',
        a: [
          'No. A move turns over every disc it brackets, in every direction, and no others. What you choose is the square.',
        ],
      },
      'no-move': {
        q: 'What if I have no legal move?',
        a: [
          'You pass, and your opponent moves again. Wedge plays the pass for you and says so beside the board.',
        ],
        board:
          'Black has no legal move here: every empty square fails to bracket a white disc. Black passes.',
      },
      'pass-by-choice': {
        q: 'Can I pass when I have a move?',
        a: [
          'No. You may pass only when you have no legal move. Otherwise you must play, even when every move hurts: that is exactly what good players try to force on their opponents.',
        ],
      },
      'computer-twice': {
        q: 'Why did the computer move twice in a row?',
        a: [
          'Because after its first move you had no legal move: you passed, and it moved again. The page says so beside the board, and the move list shows the pass.',
        ],
        board: 'With Black to move here, Black must pass, so White plays twice in a row.',
      },
      'early-end': {
        q: 'Can a game end before the board is full?',
        a: [
          'Yes. It ends as soon as neither side can move: with squares that neither colour can use, or when one colour has no discs left.',
        ],
        board: 'Neither side can play on h1 or a8 here: the game is over with two squares empty.',
      },
      scoring: {
        q: 'How is the score counted, and what about ties?',
        a: [
          'Count the discs: more wins, equal is a tie. Tournament scoring gives the empty squares to the winner, and shares them in a tie. Wedge shows both counts when a game ends.',
        ],
        board: 'Black 38, White 24 and two empty squares: Black wins 38–24, or 40–24 under tournament rules.',
      },
      'corner-wins': {
        q: 'Does taking a corner win the game?',
        a: [
          'No. A corner gives you discs that can never be lost, and often more along its edges, but it is one advantage among several. Mobility and parity can matter more.',
        ],
        board:
          'White holds two corners and 45 discs, Black only 9, yet Black, to move, wins with perfect play.',
      },
      'many-early': {
        q: 'Should I turn over as many discs as I can early on?',
        a: [
          'Usually not. In the opening and middle game, fewer discs often mean more moves for you and fewer for your opponent. The lesson on the maximum-disc fallacy shows why.',
        ],
      },
      levels: {
        q: 'How strong is each level?',
        a: [
          'Easy plays a random legal move. Medium picks the square that looks best in a table of square values, without looking ahead. Hard searches {hardDepth} moves ahead and plays the last {hardExact} perfectly. Expert thinks for up to {expertSeconds} seconds a move and plays the last {expertExact} perfectly.',
          'In matches of {ladderGames} games measured with “wedge match” on {ladderDate}, Medium scored {mediumEasy}% against Easy, Hard {hardMedium}% against Medium, and Expert {expertHard}% against Hard.',
        ],
      },
      'which-level': {
        q: 'Which level should I play?',
        a: [
          'Start with Easy: it plays at random, so you can try the lessons’ ideas against it and see them work. Move up when you win most of your games. Each level beats the one below it by a wide margin (Medium {mediumEasy}% against Easy, Hard {hardMedium}% against Medium, Expert {expertHard}% against Hard, in {ladderGames}-game matches), so each step up is a real one: expect to lose for a while after it.',
        ],
      },
      accounts: {
        q: 'Do I need an account, pay anything, or use an AI in the cloud?',
        a: [
          'No. Wedge has no accounts, no payments and no server of its own: the computer player runs in your browser, on your device, and keeps working offline once the page has loaded. Nothing you play is sent anywhere.',
        ],
      },
      'undo-reload': {
        q: 'What do Undo and reloading the page do?',
        a: [
          'Undo takes back moves to the last position where you had to move, the computer’s reply included; Redo plays them again. Reloading loses nothing: the game in progress, its undone moves and your settings are kept in your browser.',
        ],
      },
      opening: {
        q: 'Is there an opening that always wins?',
        a: [
          'No known one. On the 4×4 and 6×6 boards perfect play is known and the second player wins (see the lesson on small boards). For 8×8, a computation published in 2023 by Hiroki Takizawa reports that perfect play by both sides ends in a tie. Opening study tells good moves from bad ones, but no first move forces a win.',
        ],
      },
    },
  },
  puzzles: {
    title: 'Endgame puzzles',
    intro:
      'Endings from games between two engines, each solved exactly. Play the ending to its last move against perfect defence: you solve a puzzle by reaching the best score it allows.',
    daily: 'Puzzle of the day',
    dailySolved: 'solved today',
    level: 'Level {level}',
    range: '{min}–{max} empty squares',
    levelSolved: '{solved} of {total} solved',
    streak: 'Solved in a row without help: {current} (best {best})',
    dailyStreak: 'Days in a row with the puzzle of the day: {current} (best {best})',
    puzzle: 'Puzzle {level}.{n}',
    open: 'Puzzle {level}.{n}, {state}',
    stateNew: 'not solved yet',
    stateClean: 'solved',
    stateHelped: 'solved with a hint',
    goal: '{color} to play. Goal: {goal}.',
    goalWin: 'win by {n}',
    goalTie: 'a tie',
    goalLoss: 'lose by no more than {n}',
    yourMove: 'Your move.',
    thinking: '{color} replies with perfect play…',
    hintThinking: 'Looking for the best move…',
    solvedText: 'Solved! You reached {final}, the best this position allows.',
    missedSlip: 'After {move}, the best you could still reach was {reachable}; the goal was {target}.',
    missedFinal: 'The game ended at {final}; the goal was {target}.',
    hint: 'Hint',
    hintShown: 'The ringed square is the best move here.',
    restart: 'Try again',
    next: 'Next puzzle',
    solution: 'Show the solution',
    solutionText: 'The best first move is {move} ({score}); the next best, {second}, ends {secondScore}.',
    solutionOnly: 'The best first move is {move} ({score}); it is the only legal move.',
    engineFailed: 'The solver could not answer.',
    retry: 'Try again',
    allPuzzles: 'All puzzles',
    noticeProgress: 'Your puzzle progress could not be read and was reset.',
    unreadable: 'The puzzles could not be read: {message}',
    movesPlayed: 'Moves: {moves}',
  },
};

export type LearnText = typeof en;
