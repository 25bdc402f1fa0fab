extension Golden {
    /// Registration: every field's rules, a taken email, then a new account that leads to the feed, and `quit`
    /// with the feed's first page still loading.
    static let registrationSession = #"""
        [login]
          email: (empty)
          password: (empty)
          log in: disabled
        > register
        -> registration
        [registration]
          email: (empty)
          password: (empty)
          age: (empty)
          register: disabled
        > register
        [registration]
          email: (empty)
            ! Enter your email.
          password: (empty)
            ! Enter your password.
          age: (empty)
            ! Enter your age.
          register: disabled
        > email new@example
        [registration]
          email: new@example
            ! The part after @ needs a dot, as in example.com.
          password: (empty)
            ! Enter your password.
          age: (empty)
            ! Enter your age.
          register: disabled
        > email demo@example.com
        [registration]
          email: demo@example.com
          password: (empty)
            ! Enter your password.
          age: (empty)
            ! Enter your age.
          register: disabled
        > password 123
        [registration]
          email: demo@example.com
          password: ***
            ! Must have at least 6 characters.
          age: (empty)
            ! Enter your age.
          register: disabled
        > password secret1
        [registration]
          email: demo@example.com
          password: *******
          age: (empty)
            ! Enter your age.
          register: disabled
        > age twenty
        [registration]
          email: demo@example.com
          password: *******
          age: twenty
            ! Must be a whole number, such as 30.
          register: disabled
        > age 7
        [registration]
          email: demo@example.com
          password: *******
          age: 7
            ! Must be from 13 to 120.
          register: disabled
        > age 30
        [registration]
          email: demo@example.com
          password: *******
          age: 30
          register: enabled
        > register
        [registration]
          email: demo@example.com
          password: *******
          age: 30
          register: registering...
        > wait 300ms
        [registration]
          email: demo@example.com
          password: *******
          age: 30
          register: enabled
          ! An account with this email exists already. Log in instead.
        > email new@example.com
        [registration]
          email: new@example.com
          password: *******
          age: 30
          register: enabled
          ! An account with this email exists already. Log in instead.
        > register
        [registration]
          email: new@example.com
          password: *******
          age: 30
          register: registering...
        > register
        > wait 300ms
        [registration]
          email: new@example.com
          password: *******
          age: 30
          register: enabled
        -> feed
        [feed] loading...
        > quit

        """#
}
