module example.com/gin-example

go 1.26

require github.com/gin-gonic/gin v1.11.0
