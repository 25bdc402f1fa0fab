extension Golden {
    /// A login with wrong credentials, then the right ones: the fields' rules, the loader, the failure and its
    /// dismissal, the route to the feed, and the feed's first page once the input has ended.
    static let loginSession = #"""
        [login]
          email: (empty)
          password: (empty)
          log in: disabled
        > login
        [login]
          email: (empty)
            ! Enter your email.
          password: (empty)
            ! Enter your password.
          log in: disabled
        > email demo@example
        [login]
          email: demo@example
            ! The part after @ needs a dot, as in example.com.
          password: (empty)
            ! Enter your password.
          log in: disabled
        > email demo@example.com
        [login]
          email: demo@example.com
          password: (empty)
            ! Enter your password.
          log in: disabled
        > password wrong
        [login]
          email: demo@example.com
          password: *****
            ! Must have at least 6 characters.
          log in: disabled
        > password wrongpassword
        [login]
          email: demo@example.com
          password: *************
          log in: enabled
        > login
        [login]
          email: demo@example.com
          password: *************
          log in: logging in...
        > login
        > wait 300ms
        [login]
          email: demo@example.com
          password: *************
          log in: enabled
          ! Wrong email or password.
        > dismiss
        [login]
          email: demo@example.com
          password: *************
          log in: enabled
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
        > wait 299ms
        > wait 1ms
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

        """#
}
