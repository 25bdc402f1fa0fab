extension Golden {
    /// Bad input of every kind, each refused with one `error:` line, on the login screen and on the feed.
    static let badInputSession = #"""
        [login]
          email: (empty)
          password: (empty)
          log in: disabled
        >
        error: empty line (type 'help' for the commands)
        >
        error: empty line (type 'help' for the commands)
        > dance
        error: unknown command 'dance' (type 'help' for the commands)
        > LOGIN now
        error: 'login' takes no argument, but got 'now'
        > email
        error: 'email' needs the text to type, as in: email demo@example.com
        > open
        error: 'open' needs the number of a post in the list, as in: open 3
        > open 1 2
        error: 'open' takes one argument: the number of a post in the list, as in: open 3
        > open x
        error: 'open' needs a post number from 1, as in: open 3; got 'x'
        > open 999
        error: 'open' does nothing on the login screen
        > open 0
        error: 'open' needs a post number from 1, as in: open 3; got '0'
        > wait
        error: 'wait' needs a duration, as in: wait 500ms, or wait 2s
        > wait 2
        error: 'wait' needs a duration in ms or s, as in: wait 500ms, or wait 2s; got '2'
        > wait -1s
        error: 'wait' needs a duration in ms or s, as in: wait 500ms, or wait 2s; got '-1s'
        > wait 2 s
        error: 'wait' needs a duration in ms or s, as in: wait 500ms, or wait 2s; got '2 s'
        > wait 2days
        error: 'wait' needs a duration in ms or s, as in: wait 500ms, or wait 2s; got '2days'
        > wait 100000s
        error: 'wait' lets at most a day pass (86400s); got '100000s'
        > fail
        error: 'fail' needs what goes wrong: network, server, garbage, as in: fail network
        > fail meteor
        error: 'fail' needs what goes wrong: network, server, garbage, as in: fail network; got 'meteor'
        > retry
        error: 'retry' does nothing on the login screen
        > dismiss
        error: there is no error message to dismiss
        > back
        error: there is no screen to go back to
        > age 30
        error: 'age' does nothing on the login screen
        > email ��oops
        error: the line is not valid UTF-8, so it was ignored
        > (a line of 3009 bytes)
        error: the line has 3009 bytes; a command has at most 1024
        > email a\u{1B}[2Jb
        [login]
          email: a\u{1B}[2Jb
            ! An email has exactly one @.
          password: (empty)
          log in: disabled
        > email  spaced out
        [login]
          email: spaced out
            ! An email has no spaces.
          password: (empty)
          log in: disabled
        > state
        [login]
          email: spaced out
            ! An email has no spaces.
          password: (empty)
          log in: disabled
        > email demo@example.com
        [login]
          email: demo@example.com
          password: (empty)
          log in: disabled
        > password password1
        [login]
          email: demo@example.com
          password: *********
          log in: enabled
        > login
        [login]
          email: demo@example.com
          password: *********
          log in: logging in...
        > wait 600ms
        [login]
          email: demo@example.com
          password: *********
          log in: enabled
        -> feed
        [feed] loading...
        [feed] 20 posts
           1. #100 Smart Maps, by Ben Okafor, 400 votes
           2. #99 Quiet Habits, by Ana Souza, 481 votes
           3. #98 Fast Journal, by Kofi Mensah, 62 votes
           4. #97 Open Weather, by Jade Moreau, 143 votes
           5. #96 Tiny Recipes, by Ivan Petrov, 224 votes
           6. #95 Offline Planner, by Hana Sato, 305 votes
           7. #94 Pocket Reader, by Gus Lindqvist, 386 votes
           8. #93 Plain Budget, by Fatima Zahra, 467 votes
           9. #92 Smart Timer, by Emil Novak, 48 votes
          10. #91 Quiet Notes, by Dana Levi, 129 votes
          11. #90 Fast Flashcards, by Chen Wei, 210 votes
          12. #89 Open Tasks, by Ben Okafor, 291 votes
          13. #88 Tiny Music, by Ana Souza, 372 votes
          14. #87 Offline Maps, by Kofi Mensah, 453 votes
          15. #86 Pocket Habits, by Jade Moreau, 34 votes
          16. #85 Plain Journal, by Ivan Petrov, 115 votes
          17. #84 Smart Weather, by Hana Sato, 196 votes
          18. #83 Quiet Recipes, by Gus Lindqvist, 277 votes
          19. #82 Fast Planner, by Fatima Zahra, 358 votes
          20. #81 Open Reader, by Emil Novak, 439 votes
          (more)
        > open 999
        error: there is no post 999: the posts shown are 1 to 20
        > open 0
        error: 'open' needs a post number from 1, as in: open 3; got '0'
        > retry
        error: there is nothing to retry: no load failed
        > email x
        error: 'email' does nothing on the feed screen
        > back
        error: there is no screen to go back to
        > state
        [feed] 20 posts
           1. #100 Smart Maps, by Ben Okafor, 400 votes
           2. #99 Quiet Habits, by Ana Souza, 481 votes
           3. #98 Fast Journal, by Kofi Mensah, 62 votes
           4. #97 Open Weather, by Jade Moreau, 143 votes
           5. #96 Tiny Recipes, by Ivan Petrov, 224 votes
           6. #95 Offline Planner, by Hana Sato, 305 votes
           7. #94 Pocket Reader, by Gus Lindqvist, 386 votes
           8. #93 Plain Budget, by Fatima Zahra, 467 votes
           9. #92 Smart Timer, by Emil Novak, 48 votes
          10. #91 Quiet Notes, by Dana Levi, 129 votes
          11. #90 Fast Flashcards, by Chen Wei, 210 votes
          12. #89 Open Tasks, by Ben Okafor, 291 votes
          13. #88 Tiny Music, by Ana Souza, 372 votes
          14. #87 Offline Maps, by Kofi Mensah, 453 votes
          15. #86 Pocket Habits, by Jade Moreau, 34 votes
          16. #85 Plain Journal, by Ivan Petrov, 115 votes
          17. #84 Smart Weather, by Hana Sato, 196 votes
          18. #83 Quiet Recipes, by Gus Lindqvist, 277 votes
          19. #82 Fast Planner, by Fatima Zahra, 358 votes
          20. #81 Open Reader, by Emil Novak, 439 votes
          (more)

        """#
}
